// The phases' registry registers the campaign's words and each phase's with the catalog as it loads:
// importing it first makes these catalogs whole before a reader copies them.
import './phases'

/** The rules engine's reason catalogs with every built-in part's words registered (a plug-in's join as it registers). */
export { reasonsEn, reasonsEnSingular, reasonsKo, type ReasonKey } from '../reasons/catalog'
