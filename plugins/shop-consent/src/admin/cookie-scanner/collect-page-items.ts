/**
 * External dependencies
 */
import { cookieNames } from '@shop-bundle/storefront-runtime/cookie-jar';

/**
 * Internal dependencies
 */
import type { FoundItem } from './types';

const STORAGES = [ 'localStorage', 'sessionStorage' ] as const;

/**
 * The keys of a storage; none when the browser refuses access (privacy modes throw).
 *
 * @param win  The page's window.
 * @param type Which storage.
 */
function storageKeys(
	win: Window,
	type: ( typeof STORAGES )[ number ]
): string[] {
	try {
		const storage = win[ type ];
		return Array.from(
			{ length: storage.length },
			( _, index ) => storage.key( index ) ?? ''
		).filter( ( key ) => key !== '' );
	} catch {
		return [];
	}
}

/**
 * The host of an http(s) URL other than the page's own, or null.
 *
 * @param url  A resource URL, maybe relative.
 * @param page The page's URL.
 */
function thirdPartyHost( url: string, page: URL ): string | null {
	try {
		const parsed = new URL( url, page );
		return /^https?:$/.test( parsed.protocol ) &&
			parsed.hostname !== page.hostname
			? parsed.hostname.toLowerCase()
			: null;
	} catch {
		return null;
	}
}

/**
 * Hosts the page loaded from: every resource timing entry (scripts, styles, images, iframes, fetches), plus the
 * elements with a URL in the document, in case the timing buffer (250 entries by default) was full.
 *
 * @param win The page's window.
 */
function thirdPartyHosts( win: Window ): string[] {
	const page = new URL( win.location.href );
	const urls = (
		win.performance?.getEntriesByType?.( 'resource' ) ?? []
	).map( ( entry ) => entry.name );
	for ( const element of Array.from(
		win.document.querySelectorAll(
			'script[src], iframe[src], img[src], link[href]'
		)
	) ) {
		urls.push(
			element.getAttribute( 'src' ) ??
				element.getAttribute( 'href' ) ??
				''
		);
	}
	const hosts = urls
		.map( ( url ) => thirdPartyHost( url, page ) )
		.filter( ( host ): host is string => host !== null );
	return Array.from( new Set( hosts ) );
}

/**
 * Everything a loaded page shows about what it stores and where it loads from: cookie names (only those the page
 * can read: HttpOnly cookies set by PHP are not visible), localStorage and sessionStorage keys, third-party hosts.
 *
 * @param win The page's window (a same-origin frame's `contentWindow`).
 */
export function collectPageItems( win: Window ): FoundItem[] {
	return mergeFound(
		[],
		[
			...cookieNames( win.document ).map( ( name ) => ( {
				name,
				type: 'cookie' as const,
			} ) ),
			...STORAGES.flatMap( ( type ) =>
				storageKeys( win, type ).map( ( name ) => ( { name, type } ) )
			),
			...thirdPartyHosts( win ).map( ( name ) => ( {
				name,
				type: 'host' as const,
			} ) ),
		]
	);
}

/**
 * Adds items not yet listed (by type and name), in order.
 *
 * @param list  Items so far.
 * @param items New items.
 */
export function mergeFound(
	list: FoundItem[],
	items: FoundItem[]
): FoundItem[] {
	const seen = new Set(
		list.map( ( item ) => `${ item.type }\n${ item.name }` )
	);
	const out = [ ...list ];
	for ( const item of items ) {
		const key = `${ item.type }\n${ item.name }`;
		if ( ! seen.has( key ) ) {
			seen.add( key );
			out.push( item );
		}
	}
	return out;
}
