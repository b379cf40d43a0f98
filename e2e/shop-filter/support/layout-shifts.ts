/**
 * Every layout shift of a page from its first byte, with what moved, read after the page settled: the shopper's CLS
 * as the browser reports it (`layout-shift` entries without recent input).
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

declare global {
	interface Window {
		shopFilterShifts: { value: number; moved: string[] }[];
	}
}

/**
 * Starts recording before any of the page's own code runs; call it before the page navigates.
 *
 * @param page The page.
 */
export async function recordLayoutShifts( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		window.shopFilterShifts = [];
		const name = ( node?: Node | null ) => {
			const element =
				node instanceof Element ? node : node?.parentElement;
			return element
				? `${ element.tagName.toLowerCase() }.${ Array.from(
						element.classList
					).join( '.' ) }`
				: '(gone)';
		};
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as unknown as {
				value: number;
				hadRecentInput: boolean;
				startTime: number;
				sources?: {
					node?: Node | null;
					previousRect: DOMRectReadOnly;
					currentRect: DOMRectReadOnly;
				}[];
			}[] ) {
				if ( entry.hadRecentInput ) {
					continue;
				}
				window.shopFilterShifts.push( {
					value: entry.value,
					// For the failure message: what moved, from where to where, when.
					moved: ( entry.sources ?? [] ).map(
						( source ) =>
							`${ name( source.node ) } y ${ Math.round(
								source.previousRect.y
							) } -> ${ Math.round(
								source.currentRect.y
							) } at ${ Math.round( entry.startTime ) } ms`
					),
				} );
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

/**
 * The shifts recorded so far: their sum (the page's CLS over this one visit) and what moved.
 *
 * @param page The page.
 */
export async function layoutShifts(
	page: Page
): Promise< { sum: number; moved: string[] } > {
	return page.evaluate( () => ( {
		sum: window.shopFilterShifts.reduce(
			( total, shift ) => total + shift.value,
			0
		),
		moved: window.shopFilterShifts.flatMap( ( shift ) => shift.moved ),
	} ) );
}
