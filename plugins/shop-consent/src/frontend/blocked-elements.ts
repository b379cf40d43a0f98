/**
 * Internal dependencies
 */
import { runScripts } from './script-injector';
import type { Category } from './types';

/**
 * Activates what the content holds back for allowed categories:
 * `<script type="text/plain" data-shop-consent="thirdparty">` become executable clones (run in document order),
 * `<iframe data-shop-consent="advanced" data-shop-consent-src="...">` get their `src`.
 * Activated elements lose `data-shop-consent`, so they are never activated twice.
 *
 * @param root       Where to look (the document).
 * @param categories The categories now allowed.
 */
export function activateBlockedElements(
	root: ParentNode,
	categories: Category[]
): Promise< void > {
	const selector = categories
		.map( ( category ) => `[data-shop-consent="${ category }"]` )
		.join( ',' );
	if ( ! selector ) {
		return Promise.resolve();
	}
	const scripts: HTMLScriptElement[] = [];
	for ( const element of Array.from( root.querySelectorAll( selector ) ) ) {
		const src = element.getAttribute( 'data-shop-consent-src' );
		if ( element instanceof HTMLScriptElement ) {
			scripts.push( element );
		} else if ( element instanceof HTMLIFrameElement && src ) {
			element.removeAttribute( 'data-shop-consent' );
			element.src = src;
		}
	}
	return runScripts( scripts, true );
}
