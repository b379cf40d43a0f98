/**
 * Types of the banner UI: the `banner` field of the public settings (texts, colours, position of the info bar and
 * the settings modal). The README beside this file documents the same contract for the PHP side.
 */

/**
 * Internal dependencies
 */
import type { Category } from '../frontend/types';

/** Title and explanation of one tab of the settings modal. */
export interface TabTexts {
	title: string;
	text: string;
}

/** Every visible string of the bar and the modal. */
export interface BannerTexts {
	/** Accessible name of the bar (`aria-label` of its region). */
	label: string;
	/** The bar's message, announced to screen readers. */
	message: string;
	acceptAll: string;
	rejectAll: string;
	settings: string;
	/** The modal's save button. */
	save: string;
	/** Accessible name of the close buttons (bar and modal). */
	close: string;
	/** Link text of the opt-out notice (`model: 'optout'`), which refuses the optional categories. */
	doNotSell: string;
	modalTitle: string;
	tabs: Record< Category, TabTexts >;
}

/** Colours of the bar and the modal, as CSS colour values. */
export interface BannerColours {
	background: string;
	text: string;
	button: string;
	buttonText: string;
}

/** Where the info bar sits. */
export type BannerPosition = 'bottom' | 'top' | 'bottom-left' | 'bottom-right';

/**
 * The `banner` field of `#shop-consent-settings`. Every field is optional in the JSON: a missing or mistyped field
 * (an empty string included) takes its default (`defaultBannerSettings()`).
 */
export interface BannerSettings {
	texts: BannerTexts;
	colours: BannerColours;
	position: BannerPosition;
}
