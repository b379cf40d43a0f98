/**
 * Types of the banner UI. Its settings (`BannerSettings`: the admin's texts, colours, position, privacy link) are
 * the `banner` part of the public settings, parsed once by the storefront core and handed to `mount()`; they are
 * declared with the core's types. Here: the strings the UI shows once the translated defaults fill the gaps.
 */

/**
 * Internal dependencies
 */
import type { Category, TabTexts } from '../frontend/types';

export type {
	BannerColours,
	BannerPosition,
	BannerSettings,
	BannerTextSettings,
	TabTexts,
} from '../frontend/types';

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
	/** Text of the link to the privacy policy. */
	privacy: string;
	modalTitle: string;
	tabs: Record< Category, TabTexts >;
}
