import type { MessageKey } from './en'
import { coreKo } from './core.ko'
import { duelKo } from './duel.ko'
import { encounterKo } from './encounter.ko'
import { editorsKo } from './editors.ko'
import { filesKo } from './files.ko'
import { playersKo } from './players.ko'
import { reasonsKo } from '@machines/campaign/reason-catalog'
import { hostCatalogKo } from '../../../../shared/message'

/** Every Korean UI message (terms from the rules glossary). */
export const ko: Record<MessageKey, string> = { ...coreKo, ...duelKo, ...encounterKo, ...editorsKo, ...filesKo, ...playersKo, ...reasonsKo, ...hostCatalogKo }
