/**
 * Types of the cookie scanner. The known-cookie database is data/known-cookies.json, handed over (after its PHP
 * filter) by GET shop-consent/v1/cookie-scanner; the saved list is the option `shop_consent_cookie_list`.
 */

/**
 * Internal dependencies
 */
import type { ScriptCategory } from '../types';

/** Where something was found: a cookie, a storage key, or a third-party host the page loaded from. */
export type ItemType = 'cookie' | 'localStorage' | 'sessionStorage' | 'host';

/** A cookie or storage key of the database; `*` in the pattern matches any run of characters. */
export interface KnownCookie {
	pattern: string;
	service: string;
	purpose: string;
	category: ScriptCategory;
	/** Absent: a cookie. */
	type?: Exclude< ItemType, 'host' >;
	/** Set by this third-party host (not readable by the site's pages). */
	host?: string;
	duration?: string;
}

/** A third-party host of the database; it matches itself and its subdomains. */
export interface KnownHost {
	host: string;
	service: string;
	category: ScriptCategory;
	purpose?: string;
}

export interface KnownCookies {
	cookies: KnownCookie[];
	hosts: KnownHost[];
}

/** A page the scanner loads. */
export interface ScanPage {
	label: string;
	url: string;
}

/** GET shop-consent/v1/cookie-scanner. */
export interface ScannerData {
	pages: ScanPage[];
	known: KnownCookies;
}

/** Something a page showed. */
export interface FoundItem {
	name: string;
	type: ItemType;
}

/** A row of the saved list (and of the POST). */
export interface CookieListItem {
	name: string;
	type: ItemType;
	category: ScriptCategory;
	service: string;
	purpose: string;
	duration: string;
	/** The third-party host that sets the cookie, '' for the site's own. */
	host: string;
}

/** The saved list: `updated` is a Unix time, 0 when nothing was saved. */
export interface CookieList {
	updated: number;
	items: CookieListItem[];
}

/** A row of the results table. */
export interface CookieRow extends CookieListItem {
	/** Whether the database knows it (else it is flagged as unknown). */
	known: boolean;
	/** Name pattern the clearing patterns would get (the database's pattern, or the name). */
	pattern: string;
}

/** Progress of a scan, for the live region. */
export interface ScanProgress {
	done: number;
	total: number;
	page: ScanPage | null;
}
