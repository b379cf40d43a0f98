/**
 * WordPress's Interactivity API router (`@wordpress/interactivity-router`), loaded on first need.
 *
 * The router is a script module; the page's import map names it wherever a block that navigates with it is drawn
 * (WooCommerce's product collection, its sort select, its product filters). This core is a classic script, and a
 * dynamic `import()` in a classic script resolves a bare name through the same import map, so the module loads once,
 * shares the page's `@wordpress/interactivity`, and costs nothing until a shopper filters.
 */

/**
 * External dependencies
 */
import { loadOnce } from '@shop-bundle/storefront-runtime/load-once';

/** The router's module name. */
export const ROUTER = '@wordpress/interactivity-router';

/** `actions.navigate()`'s options (WordPress 6.8 and later). */
export interface NavigateOptions {
	/** The next page's markup, already fetched: the router does not fetch it again. */
	html?: string;
	/** Use `html` even when the router has this address from earlier. */
	force?: boolean;
	/** Replace the history entry instead of pushing one. */
	replace?: boolean;
	loadingAnimation?: boolean;
	screenReaderAnnouncement?: boolean;
}

/** What this core uses of the router. */
export interface Router {
	navigate: ( href: string, options?: NavigateOptions ) => Promise< void >;
}

/** Loads the router; resolves to its actions. */
export type RouterLoader = () => Promise< Router >;

/**
 * Whether the page's import map names the router.
 *
 * @param doc The page.
 */
export function routerMapped( doc: Document ): boolean {
	for ( const map of doc.querySelectorAll( 'script[type="importmap"]' ) ) {
		try {
			const parsed = JSON.parse( map.textContent ?? '' ) as {
				imports?: Record< string, string >;
			};
			if ( parsed.imports?.[ ROUTER ] ) {
				return true;
			}
		} catch {
			// A malformed map names nothing.
		}
	}
	return false;
}

/**
 * A loader that imports the router once, however often it is asked.
 *
 * @param load Imports the module (the browser's `import()`; a double in tests).
 */
export function routerLoader(
	load: ( name: string ) => Promise< { actions: Router } >
): RouterLoader {
	return loadOnce( () =>
		load( ROUTER ).then( ( module ) => module.actions )
	);
}
