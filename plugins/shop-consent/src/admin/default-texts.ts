/**
 * Internal dependencies
 */
import type { SettingsTexts } from './types';

declare global {
	interface Window {
		/** The translated default of every text, printed before this app by includes/Admin/AdminPage.php. */
		shopConsentDefaultTexts?: Partial< SettingsTexts >;
	}
}

/**
 * The translated default of every text: an empty setting means this text, so the fields show it as placeholder.
 * One source: PHP's (includes/Banner/BannerTexts.php), which also draws the bar and resolves the modal's texts.
 */
export const defaultTexts = (): Partial< SettingsTexts > =>
	window.shopConsentDefaultTexts ?? {};
