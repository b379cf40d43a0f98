/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';

/**
 * Types of the storefront core: the consent categories, the record kept in the `shop_consent` cookie, the public
 * settings PHP prints into the page, the REST answers, and the interface the lazily loaded banner UI talks to.
 * The README beside this file documents the same contracts for the PHP side.
 */

/** A consent category, in the order their scripts are injected. */
export type Category = 'strict' | 'thirdparty' | 'advanced';

/** The categories a visitor may refuse while keeping the site usable: they gate tracking. */
export type OptionalCategory = Exclude< Category, 'strict' >;

/** What a visitor allows, one flag per category. */
export type Categories = Record< Category, boolean >;

/** The consent record as stored in the `shop_consent` cookie. */
export interface ConsentRecord {
	strict: 0 | 1;
	thirdparty: 0 | 1;
	advanced: 0 | 1;
	/** The consent version configured when the visitor decided; a higher configured version discards the record. */
	version: number;
	/** Random consent id (hex), the key of the visitor's entries in the consent log. */
	id: string;
}

/**
 * What the info bar's close button does: 1 hides the bar for the session, 2 rejects, 3 accepts all,
 * 4 rejects and then goes to `redirectUrl` when one is set.
 */
export type CloseBehaviour = 1 | 2 | 3 | 4;

/** Which banner applies to a visitor without a decision (from the geo endpoint; `optin` without geo). */
export type RegionModel = 'optin' | 'optout' | 'none';

/**
 * The public part of the settings, printed by PHP as
 * `<script type="application/json" id="shop-consent-settings">{...}</script>` (see `readSettings()`).
 * Every field is optional in the JSON: a missing or mistyped field takes its default (`DEFAULT_SETTINGS`).
 */
export interface PublicSettings {
	/** Lifetime of the `shop_consent` cookie in days (default 365). */
	cookieLifetimeDays: number;
	/** Consent version; raising it asks everyone again (default 1). */
	version: number;
	/** Version of the banner texts, recorded in the consent log with each decision (default 1). */
	textVersion: number;
	/** Close button of the info bar. */
	close: {
		/** See `CloseBehaviour` (default 1). */
		behaviour: CloseBehaviour;
		/** Target of behaviour 4; empty for none. */
		redirectUrl: string;
	};
	/** Auto-accept (off by default: not valid consent in the EU). */
	autoAccept: {
		/** Accept all once the visitor scrolls more than 200 px. */
		scroll: boolean;
		/** Accept all after this many seconds; 0 is off (the admin proposes 30 when it is switched on). */
		seconds: number;
	};
	/** Treat `navigator.globalPrivacyControl` as a refusal of the optional categories (default true). */
	gpc: boolean;
	/** Geo rules: an uncached REST call tells which model applies (default off: opt-in everywhere). */
	geo: {
		enabled: boolean;
		/** GET, answers `GeoResponse`. */
		url: string;
	};
	/** Google Consent Mode v2. The defaults are printed inline in `<head>` by PHP; the core sends the updates. */
	consentMode: {
		enabled: boolean;
		/** Read by the inline head snippet (`gtag('set', 'url_passthrough', true)`). */
		urlPassthrough: boolean;
		/** Read by the inline head snippet (`gtag('set', 'ads_data_redaction', true)`). */
		adsDataRedaction: boolean;
	};
	/** Report to the WP Consent API when its plugin is active (default true). */
	wpConsentApi: boolean;
	/** The category that gates WooCommerce order attribution (default `thirdparty`). */
	attributionCategory: OptionalCategory;
	/**
	 * Cookie names (with `*` wildcards) deleted when a category is refused. The `sbjs_*` cookies of WooCommerce's
	 * sourcebuster belong in the list of `attributionCategory`.
	 */
	cookiePatterns: Record< OptionalCategory, string[] >;
	/** The optional categories with scripts markup for this page's language: only these are fetched after consent. */
	scriptCategories: OptionalCategory[];
	/** REST endpoints (full URLs; they may carry a query string, e.g. `?rest_route=` with plain permalinks). */
	rest: {
		/** GET `?categories=a,b` (the URL carries the page's language and the markup's version), answers `ScriptsResponse`. */
		scripts: string;
		/** POST form `categories=a,b`: removes cookies set by PHP. */
		clearCookies: string;
		/** POST form (beacon), one consent-log entry: see `LogEntry`. */
		log: string;
	};
	/** The settings modal (React), loaded only when the visitor opens the settings. */
	ui: {
		/**
		 * The `<link>` and `<script>` tags WordPress prints for the `shop-consent-ui` handle and its dependency
		 * chain (React included), with their inline before/after/translation scripts, in order. Tags whose `id` is
		 * already in the document are skipped.
		 */
		markup: string;
	};
	/** The lazily loaded actions (`consent-actions.ts`): deciding, the undecided visitor's boot, the migration. */
	actions: {
		/** The `<script>` tag WordPress prints for the `shop-consent-actions` handle. */
		markup: string;
	};
	/** Visitor statistics: one beacon per page view (`statistics-beacon.ts`). */
	statistics: StatisticsSettings;
	/**
	 * What the settings modal shows (`BannerSettings`), handed to it by `mount()` as printed: the modal parses it with
	 * the core's rule (`parseBanner()`, settings.ts), so only a visitor who opens the settings pays for that.
	 */
	banner: unknown;
}

/** Title and explanation of one tab of the settings modal. */
export interface TabTexts {
	title: string;
	text: string;
}

/**
 * The settings modal's texts as the visitor sees them: the admin's, each empty one replaced by its translated
 * default. PHP resolves them (includes/Banner/BannerTexts.php, the one source of the defaults).
 */
export interface BannerTexts {
	acceptAll: string;
	rejectAll: string;
	/** The modal's save button. */
	save: string;
	/** Accessible name of the modal's close button. */
	close: string;
	/** Text of the link to the privacy policy. */
	privacy: string;
	modalTitle: string;
	tabs: Record< Category, TabTexts >;
}

/** Colours of the bar and the modal (hex from the settings; their defaults are PHP's, SettingsSchema.php). */
export interface BannerColours {
	background: string;
	text: string;
	button: string;
	buttonText: string;
	/** Links in the bar and the modal (the privacy policy). */
	link: string;
}

/**
 * The `banner` part of the public settings (PublicSettings.php builds it from the option): what the settings modal
 * shows. The bar itself is server HTML (includes/Banner/BarMarkup.php).
 */
export interface BannerSettings {
	texts: BannerTexts;
	colours: BannerColours;
	/** The site's privacy policy page, linked from the modal; empty for none. */
	privacyUrl: string;
}

/** The statistics beacon's part of the public settings (README.md, "Statistics beacon"). */
export interface StatisticsSettings {
	/** Where beacons go (the fast collector or the REST route); empty: statistics off, or an admin's page. */
	url: string;
	/** Count views without consent too, in daily totals only. */
	anonymous: boolean;
	/** Post id of the page, 0 for none. */
	page: number;
	/** Post type of the page, or its kind (`home`, `archive`, `search`, `404`). */
	type: string;
}

/** Markup of one category for the three places of the page. */
export interface PlacedMarkup {
	head: string;
	body: string;
	footer: string;
}

/** Answer of the scripts endpoint: the markup of each requested category that has some. */
export type ScriptsResponse = Partial< Record< Category, PlacedMarkup > >;

/** Answer of the geo endpoint. */
export interface GeoResponse {
	model: RegionModel;
	/** Region code recorded in the consent log (`EU`, `UK`, `US-CA`...), empty when unknown. */
	region: string;
	/** The request carried `Sec-GPC: 1` and the `gpc` setting is on: refusal is the default. */
	gpc: boolean;
}

/** What started a decision; recorded in the consent log. */
export type DecisionSource =
	'banner' | 'settings' | 'close' | 'auto' | 'link' | 'api' | 'migrated';

/** One consent-log entry, sent to `rest.log` as a form-encoded beacon (0/1 flags, no IP). */
export interface LogEntry {
	id: string;
	strict: 0 | 1;
	thirdparty: 0 | 1;
	advanced: 0 | 1;
	version: number;
	textVersion: number;
	/** From the geo answer; empty without geo. */
	region: string;
	source: DecisionSource;
}

/** Which part of the banner UI is showing. */
export type UiView = 'none' | 'banner' | 'settings';

/** The state the bar (`info-bar.ts`) and the settings modal render. */
export interface UiState {
	view: UiView;
	/** The categories in force (the decision, or the region's default before one). */
	categories: Categories;
	/** Whether the visitor has a valid decision. */
	decided: boolean;
	/** `optout` shows the notice with the "Do not sell or share" link instead of the opt-in bar. */
	model: Exclude< RegionModel, 'none' >;
	/** The bar's button that takes focus when the bar opens (an accept link in the address offers it). */
	focus?: 'accept';
}

/** What the bar and the settings modal may do; handed to `window.shopConsentUi.mount()`. */
export interface UiController {
	getState: () => UiState;
	/** Called after every state change; returns the unsubscribe function. */
	subscribe: ( listener: ( state: UiState ) => void ) => () => void;
	acceptAll: () => void;
	rejectAll: () => void;
	/** Saves the categories of the settings modal. */
	save: ( categories: Categories ) => void;
	/** The info bar's close button: runs the configured `CloseBehaviour`. */
	close: () => void;
	openSettings: () => void;
	/** Closes the modal: back to the bar without a decision, nothing shown with one. */
	closeSettings: () => void;
	/** The visitor touched the bar or the modal (pointer, key, focus): auto-accept stops for this page. */
	interact: () => void;
}

/** A decision the controller made, as the lazily loaded effects need it. */
export interface Decision {
	/** The categories in force before it. */
	previous: Categories;
	/** The categories decided. */
	next: Categories;
	source: DecisionSource;
	/** The region from the geo answer, for the log; empty without one. */
	region: string;
	/** Where to go instead of reloading (close behaviour 4); empty for none. */
	redirect: string;
}

/** What the settings modal's script registers as `window.shopConsentUi`. */
export interface ShopConsentUi {
	/** Called once, with the controller and the banner part of the settings the core parsed. */
	mount: ( controller: UiController, banner: unknown ) => void;
}

/** Detail of the `shop-consent:change` event and argument of `onChange` callbacks. */
export interface ConsentChange {
	categories: Categories;
	/** The categories in force before the change. */
	previous: Categories;
}

/** `window.shopConsent`: the API for integrators. */
export interface ShopConsentApi {
	/** The visitor's decision, or null without one. */
	get: () => Categories | null;
	/** Whether a category is allowed now (the decision, or the region's default before one). */
	has: ( category: Category ) => boolean;
	/** Records a decision: the given categories over the current ones (`strict: false` refuses everything). */
	set: ( categories: Partial< Categories > ) => void;
	/** Calls `callback` after every change; returns the unsubscribe function. */
	onChange: ( callback: ( change: ConsentChange ) => void ) => () => void;
	openSettings: () => void;
}

/** The WooCommerce order-attribution namespace (only what the core uses). */
export interface WcOrderAttribution {
	/** Printed by WooCommerce (`wp_localize_script`); `setOrderTracking()` keeps `allowTracking` up to date. */
	params?: { allowTracking?: boolean };
	setOrderTracking?: ( allow: boolean ) => void;
}

/** What a visitor without a decision starts with (`undecided-boot.ts`). */
export interface UndecidedStart {
	/** The region's model: opt-in without geo rules or when the lookup fails. */
	model: RegionModel;
	/** The region the geo answer named, for the log. */
	region: string;
	/** The categories in force until the visitor decides. */
	categories: Categories;
	/** Whether the bar is due (not in a region without rules, not after "hide for the session"). */
	banner: boolean;
}

/** The side effects of the categories in force on a page (`consent-effects.ts`). */
export interface PageEffects {
	/** Consent Mode, UET, Meta and the WP Consent API told of the categories in force. */
	notify: ( categories: Categories, consentType: 'optin' | 'optout' ) => void;
	/** The markup of newly allowed categories injected, the elements the content holds back activated. */
	inject: ( categories: Category[] ) => Promise< void >;
	/** The cookies of the refused optional categories deleted; returns those categories. */
	clear: ( categories: Categories ) => OptionalCategory[];
}

/**
 * What only a visitor who decides, or has not decided yet, or a page holding blocked elements needs: the actions
 * chunk (`consent-actions.ts`, `window.shopConsentActions`), loaded by the core on first need.
 */
export interface ConsentActions {
	applyDecision: (
		decision: Decision,
		settings: PublicSettings,
		env: ControllerEnv,
		page: PageEffects
	) => ConsentRecord;
	activateBlockedElements: (
		root: ParentNode,
		categories: Category[]
	) => Promise< void >;
	startUndecided: (
		settings: PublicSettings,
		env: ControllerEnv
	) => Promise< UndecidedStart >;
	watchAutoAccept: (
		win: Window,
		options: PublicSettings[ 'autoAccept' ],
		accept: () => void
	) => () => void;
	hideForSession: ( win: Window ) => void;
	migrateReplacedCookie: (
		settings: PublicSettings,
		env: ControllerEnv
	) => void;
	wireInfoBar: ( win: Window, controller: UiController ) => boolean;
}

/** The page's consent state and its transitions (`consent-controller.ts`): what the banner, the API and the boot use. */
export interface ConsentController extends UiController {
	/** Boot: the stored decision applied, or the undecided visitor's start. */
	start: () => Promise< void >;
	decision: () => Categories | null;
	current: () => Categories;
	decide: (
		categories: Categories,
		source: DecisionSource,
		redirect?: string
	) => void;
	openBanner: () => void;
	/** Called after every change; returns the unsubscribe function. */
	onChange: ( listener: ( change: ConsentChange ) => void ) => () => void;
}

declare global {
	interface Window {
		shopConsent?: ShopConsentApi;
		shopConsentUi?: ShopConsentUi;
		/** The stored record, read by the head snippet, kept current by the core (`stored-record.ts`). */
		shopConsentStored?: ConsentRecord | null;
		/**
		 * Clicks on the bar's buttons (their `data-shop-consent-action`) queued by the inline script after the bar until
		 * the actions take them (`info-bar.ts`).
		 */
		shopConsentClicks?: string[];
		/** The lazily loaded actions (`consent-actions.ts`). */
		shopConsentActions?: ConsentActions;
		dataLayer?: unknown[];
		gtag?: ( ...args: unknown[] ) => void;
		uetq?: { push: ( ...args: unknown[] ) => unknown };
		fbq?: ( ...args: unknown[] ) => void;
		wp_set_consent?: ( category: string, value: 'allow' | 'deny' ) => void;
		wp_consent_type?: string;
		wc_order_attribution?: WcOrderAttribution;
	}
	interface Navigator {
		globalPrivacyControl?: boolean;
	}
}
