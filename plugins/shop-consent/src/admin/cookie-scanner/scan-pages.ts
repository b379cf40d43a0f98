/**
 * Internal dependencies
 */
import { collectPageItems, mergeFound } from './collect-page-items';
import type { FoundItem, ScanPage, ScanProgress } from './types';

/** A loaded page: its window, and how to unload it. */
export interface LoadedPage {
	win: Window;
	remove: () => void;
}

/** Loads a URL until its `load` event; rejects when it cannot be read or on abort. */
export type PageLoader = (
	url: string,
	signal: AbortSignal
) => Promise< LoadedPage >;

export interface ScanOptions {
	load: PageLoader;
	/** Milliseconds to wait after `load` for scripts injected after consent (they come through one REST call). */
	settleMs: number;
	signal: AbortSignal;
	onProgress: ( progress: ScanProgress ) => void;
}

export interface ScanResult {
	found: FoundItem[];
	/** Pages that could not be loaded or read. */
	failed: ScanPage[];
}

/** Thrown when the scan was cancelled. */
export class ScanCancelled extends Error {
	constructor() {
		super( 'Scan cancelled' );
		this.name = 'ScanCancelled';
	}
}

/**
 * Waits, unless the scan is cancelled first.
 *
 * @param ms     Milliseconds.
 * @param signal Cancels.
 */
export function settle( ms: number, signal: AbortSignal ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		if ( signal.aborted ) {
			reject( new ScanCancelled() );
			return;
		}
		const timer = setTimeout( () => {
			signal.removeEventListener( 'abort', onAbort );
			resolve();
		}, ms );
		const onAbort = () => {
			clearTimeout( timer );
			reject( new ScanCancelled() );
		};
		signal.addEventListener( 'abort', onAbort, { once: true } );
	} );
}

/**
 * Loads the pages one after the other, lets each settle, and collects what each shows. A page that fails is
 * reported and skipped; cancelling stops at once.
 *
 * @param  pages              The pages.
 * @param  options            Loader, settle time, cancel signal, progress callback.
 * @param  options.load       Loads one page.
 * @param  options.settleMs   Wait after each page's `load`.
 * @param  options.signal     Cancels the scan.
 * @param  options.onProgress Told before each page and at the end.
 * @throws {ScanCancelled} When cancelled.
 */
export async function scanPages(
	pages: ScanPage[],
	{ load, settleMs, signal, onProgress }: ScanOptions
): Promise< ScanResult > {
	let found: FoundItem[] = [];
	const failed: ScanPage[] = [];
	for ( const [ index, page ] of pages.entries() ) {
		onProgress( { done: index, total: pages.length, page } );
		let loaded: LoadedPage | null = null;
		try {
			loaded = await load( page.url, signal );
			await settle( settleMs, signal );
			found = mergeFound( found, collectPageItems( loaded.win ) );
		} catch {
			if ( signal.aborted ) {
				throw new ScanCancelled();
			}
			failed.push( page );
		} finally {
			loaded?.remove();
		}
	}
	onProgress( { done: pages.length, total: pages.length, page: null } );
	return { found, failed };
}

/**
 * Loads pages in an iframe the admin does not see (off screen, not hidden with `display: none`, so lazy content and
 * layout-dependent scripts behave as for a visitor), out of the tab order and of the accessibility tree.
 *
 * @param doc       The admin page.
 * @param timeoutMs Longest wait for `load`.
 */
export function hiddenFrameLoader(
	doc: Document,
	timeoutMs = 20000
): PageLoader {
	return ( url, signal ) =>
		new Promise( ( resolve, reject ) => {
			const frame = doc.createElement( 'iframe' );
			frame.setAttribute( 'aria-hidden', 'true' );
			frame.tabIndex = -1;
			frame.title = 'Cookie scanner';
			frame.className = 'shop-consent-scan-frame';
			const remove = () => {
				clearTimeout( timer );
				signal.removeEventListener( 'abort', onAbort );
				frame.remove();
			};
			const fail = ( error: Error ) => {
				remove();
				reject( error );
			};
			const onAbort = () => fail( new ScanCancelled() );
			const timer = setTimeout(
				() => fail( new Error( `Timed out: ${ url }` ) ),
				timeoutMs
			);
			signal.addEventListener( 'abort', onAbort, { once: true } );
			frame.addEventListener( 'load', () => {
				try {
					// Throws for a page of another origin (a redirect away from the site).
					const win = frame.contentWindow;
					if ( ! win || ! win.document ) {
						throw new Error( `Not readable: ${ url }` );
					}
					clearTimeout( timer );
					resolve( { win, remove } );
				} catch ( error ) {
					fail( error as Error );
				}
			} );
			frame.src = url;
			doc.body.appendChild( frame );
		} );
}
