/**
 * Draws a change of one form the way its listing needs (listing-mode.ts): through the Interactivity API router, or
 * the REST answer.
 */

/**
 * Internal dependencies
 */
import { pushLink } from './history';
import { listingMode, type ListingMode } from './listing-mode';
import type { PageAsLoaded } from './page-as-loaded';
import { drawAnswer, fetchAnswer, resultsUrl } from './redraw';
import type { RouterLoader } from './router';
import { routerDraw, type DrawnZones } from './router-draw';
import type { FilterConfig, FilterParams } from './types';

/** What a drawer talks to. */
export interface DrawerDeps {
	win: Window;
	fetcher: typeof fetch;
	form: HTMLFormElement;
	config: FilterConfig;
	/** The router's loader; without one a product collection is loaded as a page. */
	loadRouter?: RouterLoader;
	/** The zones drawn on the page, shared by the forms (router-draw.ts). */
	zones?: DrawnZones;
	/** The page as loaded (page-as-loaded.ts). */
	asLoaded?: PageAsLoaded;
}

/** A change to draw. */
export interface Change {
	link: string;
	params: FilterParams;
	page: number;
	/** Back or forward: the address now shown (nothing is pushed). */
	restored?: string;
}

/**
 * The drawer of a form. It keeps the zone the page was loaded with: `asLoaded`, or the page when it is created.
 *
 * @param deps What it talks to.
 */
export function createDrawer( deps: DrawerDeps ) {
	const { win, fetcher, form, config, loadRouter, zones, asLoaded } = deps;
	const doc = form.ownerDocument;
	const router = loadRouter
		? routerDraw( { win, fetcher, form, loadRouter, zones, asLoaded } )
		: null;
	/**
	 * A form behind "Start filtering" keeps its fields in the page it asks for.
	 * @param link
	 */
	const fetchAs = ( link: string ) => {
		const url = new URL( link );
		url.searchParams.set( 'start_filtering', '1' );
		return config.start ? url.toString() : link;
	};

	return {
		/**
		 * How a link is drawn.
		 *
		 * @param link The link.
		 */
		mode( link: string ): ListingMode {
			const mode = listingMode( doc, config, link, win.location.href );
			return mode === 'router' && ! router ? 'load' : mode;
		},

		/**
		 * Draws a change; resolves to the products counted (null: not known; undefined: another navigation took over).
		 *
		 * @param change The change.
		 */
		async draw( change: Change ): Promise< number | null | undefined > {
			if ( router && this.mode( change.link ) === 'router' ) {
				return change.restored
					? router.restore( change.restored )
					: router.change( change.link, fetchAs( change.link ) );
			}
			const answer = await fetchAnswer(
				fetcher,
				resultsUrl(
					config,
					change.params,
					change.page,
					win.location.href
				)
			);
			drawAnswer( doc, answer, form, config );
			if ( ! change.restored ) {
				pushLink( win, change.link );
			}
			return answer.count;
		},
	};
}
