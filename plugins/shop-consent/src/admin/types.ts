/**
 * Types of the settings screen: the `shop_consent_settings` option as /wp/v2/settings reads and writes it.
 * The shape and the defaults live in includes/Settings/SettingsSchema.php; these types mirror that schema.
 */

/** Categories whose markup admins may enter. */
export type ScriptCategory = 'strict' | 'thirdparty' | 'advanced';

/** Categories a visitor may refuse. */
export type OptionalCategory = 'thirdparty' | 'advanced';

/** The CDN in front of the site, whose geo headers are trusted. */
export type GeoCdn = 'none' | 'cloudflare' | 'cloudfront' | 'custom';

export type BannerPosition = 'bottom' | 'top' | 'bottom-left' | 'bottom-right';

/** 1 hide for the session, 2 reject, 3 accept all, 4 reject and redirect. */
export type CloseBehaviour = 1 | 2 | 3 | 4;

/** Every text of the bar and the modal; an empty text means "the translated default". */
export interface SettingsTexts {
	bar_message: string;
	accept: string;
	reject: string;
	settings: string;
	save: string;
	modal_title: string;
	strict_title: string;
	strict_text: string;
	thirdparty_title: string;
	thirdparty_text: string;
	advanced_title: string;
	advanced_text: string;
}

/** Hex colours (`#rgb` or `#rrggbb`). */
export interface SettingsColours {
	background: string;
	text: string;
	button_background: string;
	button_text: string;
	link: string;
}

export interface ScriptMarkup {
	head: string;
	body: string;
	footer: string;
}

/** Providers whose embeds Shop Consent can hold back (includes/Embeds/Providers.php). */
export type EmbedProvider =
	| 'youtube'
	| 'vimeo'
	| 'googlemaps'
	| 'x'
	| 'instagram'
	| 'spotify'
	| 'soundcloud';

export interface EmbedRule {
	blocked: boolean;
	category: OptionalCategory;
}

export interface ShopConsentSettings {
	texts: SettingsTexts;
	colours: SettingsColours;
	position: BannerPosition;
	close_behaviour: CloseBehaviour;
	close_redirect_url: string;
	auto_accept: { scroll: boolean; timer: boolean; seconds: number };
	cookie_lifetime_days: number;
	consent_version: number;
	text_version: number;
	gpc: boolean;
	/** Region rules; geo headers are read only from the CDN named in `cdn` (includes/Geo/VisitorRegion.php). */
	geo: {
		enabled: boolean;
		cdn: GeoCdn;
		/** Country header when `cdn` is `custom`. */
		header: string;
		/** Region (state) header when `cdn` is `custom`. */
		region_header: string;
		/** US states (ISO 3166-2 codes without `US-`) where the opt-out model applies. */
		optout_states: string[];
	};
	consent_mode: {
		enabled: boolean;
		url_passthrough: boolean;
		ads_data_redaction: boolean;
	};
	wp_consent_api: boolean;
	attribution_category: OptionalCategory;
	scripts: Record< ScriptCategory, ScriptMarkup >;
	cookie_patterns: Record< OptionalCategory, string[] >;
	log_retention_days: number;
	/** Proxies (addresses or CIDR ranges) in front of the site, for the rate limits. */
	trusted_proxies: string[];
	/** The one header those proxies write the client's address into (`X-Forwarded-For`…); '' reads none. */
	trusted_header: string;
	/** Visitor statistics: `anonymous` also counts visitors without consent, in daily totals only. */
	statistics: {
		enabled: boolean;
		anonymous: boolean;
		retention_days: number;
	};
	/** Blocked embeds, per shipped provider: held back or not, and the category the embed waits for. */
	embeds: Record< EmbedProvider, EmbedRule >;
}

/** Replaces the whole settings object with an updated copy. */
export type SettingsUpdater = (
	update: ( settings: ShopConsentSettings ) => ShopConsentSettings
) => void;

/** What every tab receives. */
export interface TabProps {
	settings: ShopConsentSettings;
	update: SettingsUpdater;
}

export type { SaveResult } from '@shop-bundle/admin-settings/types';
