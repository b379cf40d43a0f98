/**
 * Types of the settings modal. Its settings (`BannerSettings`: texts resolved by PHP, colours, privacy link) are the
 * `banner` part of the public settings, parsed once by the storefront core and handed to `mount()`; they are
 * declared with the core's types.
 */
export type {
	BannerColours,
	BannerSettings,
	BannerTexts,
	TabTexts,
} from '../frontend/types';
