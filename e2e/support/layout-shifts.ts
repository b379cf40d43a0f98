/**
 * Every layout shift of a page from its first byte, as the browser reports it (`layout-shift` entries without recent
 * input: the shopper's CLS), with what moved, from where to where and when, for the failure message; and whether it
 * moved something in the page's header.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/** One shift. */
export interface LayoutShift {
	value: number;
	/** Milliseconds from the navigation's start. */
	time: number;
	/** Whether an element that moved is in the page's `<header>`. */
	inHeader: boolean;
	/** `tag.class.class (x y w h to x y w h)` of each element that moved. */
	moved: string[];
}

declare global {
	interface Window {
		shopLayoutShifts: LayoutShift[];
	}
}

/**
 * Starts recording before any of the page's own code runs; call it before the page navigates.
 *
 * @param page The page.
 */
export async function recordLayoutShifts( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		window.shopLayoutShifts = [];
		const elementOf = ( node?: Node | null ) =>
			node instanceof Element ? node : ( node?.parentElement ?? null );
		const name = ( element: Element | null ) =>
			element
				? [
						element.tagName.toLowerCase(),
						...Array.from( element.classList ),
					].join( '.' )
				: '(gone)';
		const rect = ( { x, y, width, height }: DOMRectReadOnly ) =>
			[ x, y, width, height ].map( Math.round ).join( ' ' );
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
				const sources = entry.sources ?? [];
				window.shopLayoutShifts.push( {
					value: entry.value,
					time: Math.round( entry.startTime ),
					inHeader: sources.some( ( source ) =>
						Boolean( elementOf( source.node )?.closest( 'header' ) )
					),
					moved: sources.map(
						( source ) =>
							`${ name( elementOf( source.node ) ) } (${ rect(
								source.previousRect
							) } to ${ rect( source.currentRect ) })`
					),
				} );
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

/**
 * Forgets the shifts recorded so far: what moves from now on is what the test's next steps moved.
 *
 * @param page The page.
 */
export async function forgetLayoutShifts( page: Page ): Promise< void > {
	await page.evaluate( () => {
		window.shopLayoutShifts = [];
	} );
}

/**
 * The shifts recorded so far.
 *
 * @param page The page.
 */
export async function layoutShifts( page: Page ): Promise< LayoutShift[] > {
	return page.evaluate( () => window.shopLayoutShifts );
}

/**
 * The shifts as lines for a failure message: value, time and what moved.
 *
 * @param shifts The shifts.
 */
export function describeShifts( shifts: LayoutShift[] ): string[] {
	return shifts.map(
		( shift ) =>
			`${ shift.value.toFixed( 5 ) } at ${
				shift.time
			} ms: ${ shift.moved.join( ', ' ) }`
	);
}

/**
 * The sum of the shifts' values: the page's CLS over this one visit.
 *
 * @param shifts The shifts.
 */
export function shiftSum( shifts: LayoutShift[] ): number {
	return shifts.reduce( ( total, shift ) => total + shift.value, 0 );
}
