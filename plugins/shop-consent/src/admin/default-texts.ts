/**
 * Internal dependencies
 */
import { defaultTexts as bannerTexts } from '../banner/default-texts';
import type { SettingsTexts } from './types';

/**
 * The banner's translated default for every text: an empty setting means this text, so the fields show it as
 * placeholder. One source: the banner's own defaults.
 */
export function defaultTexts(): SettingsTexts {
	const texts = bannerTexts();
	return {
		bar_message: texts.message,
		accept: texts.acceptAll,
		reject: texts.rejectAll,
		settings: texts.settings,
		save: texts.save,
		modal_title: texts.modalTitle,
		strict_title: texts.tabs.strict.title,
		strict_text: texts.tabs.strict.text,
		thirdparty_title: texts.tabs.thirdparty.title,
		thirdparty_text: texts.tabs.thirdparty.text,
		advanced_title: texts.tabs.advanced.title,
		advanced_text: texts.tabs.advanced.text,
	};
}
