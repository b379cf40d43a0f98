/**
 * Internal dependencies
 */
import { defaultBannerSettings } from '../banner/banner-settings';
import type { SettingsTexts } from './types';

/**
 * The banner's translated default for every text: an empty setting means this text, so the fields show it as
 * placeholder and the preview uses it. One source: the banner's own defaults.
 */
export function defaultTexts(): SettingsTexts {
	const { texts } = defaultBannerSettings();
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

/**
 * The texts as the visitor sees them: each empty one replaced by its default.
 *
 * @param texts The texts from the settings.
 */
export function effectiveTexts( texts: SettingsTexts ): SettingsTexts {
	const defaults = defaultTexts();
	const out = { ...defaults };
	for ( const key of Object.keys( defaults ) as Array<
		keyof SettingsTexts
	> ) {
		if ( texts[ key ].trim() !== '' ) {
			out[ key ] = texts[ key ];
		}
	}
	return out;
}
