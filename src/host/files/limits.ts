import { maxImportBytes } from '../../shared/contract'

export { maxImportBytes }
export { describeSize, encodedSize } from '../../shared/sizes'
