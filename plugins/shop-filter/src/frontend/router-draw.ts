/**
 * A change drawn through the Interactivity API router: one request for the page at the link, whose product collection
 * and result count the router draws (regions `wc-product-collection-*`, `wc-product-results-count-*`; the product
 * buttons then work) and whose form zone this core draws. Back and forward: the router draws its own copy of the
 * page (or reloads it), this core the zone it drew for that address.
 */

/**
 * Internal dependencies
 */
import { keepStyles } from './keep-styles';
import {
	COUNT_REGION,
	pageAsLoaded,
	type PageAsLoaded,
} from './page-as-loaded';
import { noteCountText, syncCountText } from './region-text';
import type { RouterLoader } from './router';
import { drawZone, totalOf, zoneIn, zoneKey } from './zone';

/** A zone drawn for an address, the products it counted, and the result count of that page. */
export interface DrawnZone {
	zone: string;
	total: number | null;
	/** The result count's region as drawn for the address (region-text.ts): it changes with the page number. */
	count: string;
}

/**
 * The zones drawn on this page, by form config and address: shared by the copies of a form (the sidebar's and the
 * phone overlay's), since one draws and another may restore.
 */
export type DrawnZones = Map< string, DrawnZone >;

/** What the drawer needs. */
export interface RouterDrawDeps {
	win: Window;
	fetcher: typeof fetch;
	form: HTMLFormElement;
	loadRouter: RouterLoader;
	zones?: DrawnZones;
	/** The page as loaded (page-as-loaded.ts); by default the page now. */
	asLoaded?: PageAsLoaded;
}

/**
 * Fetches a page's markup; rejects on a network or HTTP error and on an answer that is not a page of this site.
 *
 * @param fetcher `fetch`.
 * @param url     The page.
 * @param origin  This site's origin.
 */
async function fetchPage(
	fetcher: typeof fetch,
	url: string,
	origin: string
): Promise< { html: string; url: string; redirected: boolean } > {
	const response = await fetcher( url, {
		credentials: 'same-origin',
		headers: { Accept: 'text/html' },
	} );
	const type = response.headers.get( 'content-type' ) ?? '';
	const final = response.url || url;
	if (
		! response.ok ||
		! type.startsWith( 'text/html' ) ||
		new URL( final, origin ).origin !== origin
	) {
		throw new Error(
			`Unexpected answer (${ response.status }) from ${ url }`
		);
	}
	return {
		html: await response.text(),
		url: final,
		redirected: response.redirected,
	};
}

/**
 * The router drawer of a form. Keeps the zone of each address it drew (the page as loaded included), so back and
 * forward redraw the zone without a request.
 *
 * @param deps What it talks to.
 */
export function routerDraw( deps: RouterDrawDeps ) {
	const { win, fetcher, form, loadRouter } = deps;
	const doc = form.ownerDocument;
	const zones = deps.zones ?? new Map< string, DrawnZone >();
	// The zone is the same on every page of a selection; the result count is not.
	const key = ( address: string ) =>
		`${ form.dataset.shopFilter } ${ zoneKey( address ) }`;
	const pageKey = ( address: string ) => {
		const url = new URL( address );
		return `${ form.dataset.shopFilter } page ${ url.pathname }${ url.search }`;
	};
	const keep = ( address: string, drawn: DrawnZone ) => {
		zones.set( key( address ), drawn );
		zones.set( pageKey( address ), drawn );
	};
	const asLoaded = deps.asLoaded ?? pageAsLoaded( form, win.location.href );
	noteCountText( doc, asLoaded.count );
	if ( asLoaded.zone ) {
		keep( asLoaded.address, {
			zone: asLoaded.zone.outerHTML,
			total: totalOf( asLoaded.zone ),
			count: asLoaded.count?.outerHTML ?? '',
		} );
	}
	const samePage = ( a: string, b: string ) => {
		const [ x, y ] = [ new URL( a, b ), new URL( b ) ];
		return x.pathname + x.search === y.pathname + y.search;
	};

	/**
	 * Fetches the page at an address; returns its markup for the router (with this page's styles kept) and keeps
	 * its zone.
	 *
	 * @param address The page.
	 * @param fetchAs The address to fetch it as (a form behind "Start filtering" asks with its fields drawn).
	 */
	async function load( address: string, fetchAs = address ) {
		const page = await fetchPage( fetcher, fetchAs, win.location.origin );
		const next = new DOMParser().parseFromString( page.html, 'text/html' );
		const zone = zoneIn( next, form );
		const drawn = {
			zone: zone?.outerHTML ?? '',
			total: totalOf( zone ),
			count: next.querySelector( COUNT_REGION )?.outerHTML ?? '',
		};
		// A redirect (a canonical address) is where the page is; otherwise the address asked for.
		const url = page.redirected ? page.url : address;
		keep( url, drawn );
		const html = keepStyles( doc, next )
			? `<!DOCTYPE html>${ next.documentElement.outerHTML }`
			: page.html;
		return { url, html, drawn };
	}

	return {
		/**
		 * Draws the page at a link: the router draws the collection and pushes the link, then the zone is drawn.
		 * Resolves to the products counted, or undefined when another navigation took over meanwhile.
		 *
		 * @param link    The link.
		 * @param fetchAs The address to fetch the page as.
		 */
		async change(
			link: string,
			fetchAs = link
		): Promise< number | null | undefined > {
			const [ page, router ] = await Promise.all( [
				load( link, fetchAs ),
				loadRouter(),
			] );
			await router.navigate( page.url, {
				html: page.html,
				force: true,
				// The core's overlay and its "N products found" say it instead.
				loadingAnimation: false,
				screenReaderAnnouncement: false,
			} );
			if ( ! samePage( page.url, win.location.href ) ) {
				return undefined;
			}
			drawZone( page.drawn.zone, form );
			syncCountText( doc, page.drawn.count );
			return page.drawn.total;
		},

		/**
		 * Back or forward to an address: the router draws its regions itself; the zone comes from those kept, or
		 * from the page (an address another script navigated to, such as WooCommerce's sort select).
		 *
		 * @param address The address now shown.
		 */
		async restore( address: string ): Promise< number | null > {
			const [ zone, count ] = [
				zones.get( key( address ) ),
				zones.get( pageKey( address ) ),
			];
			const drawn =
				zone && count
					? { ...zone, count: count.count }
					: ( await load( address ) ).drawn;
			if ( samePage( address, win.location.href ) ) {
				drawZone( drawn.zone, form );
				syncCountText( doc, drawn.count );
			}
			return drawn.total;
		},
	};
}
