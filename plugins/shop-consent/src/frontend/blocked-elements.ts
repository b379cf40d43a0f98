/**
 * External dependencies
 */
import { runScripts } from '@shop-bundle/storefront-runtime/script-injector';

/**
 * Internal dependencies
 */
import type { Category } from './types';

/**
 * Turns the clone of a blocked script into the script it stands for: `type="text/plain"` and
 * `data-shop-consent` dropped, `data-shop-consent-type` (e.g. `module`) as its type.
 *
 * @param script The clone, before it is inserted.
 */
function unblock( script: HTMLScriptElement ): void {
	const type = script.getAttribute( 'data-shop-consent-type' );
	script.removeAttribute( 'data-shop-consent' );
	if ( type ) {
		script.type = type;
	} else {
		script.removeAttribute( 'type' );
	}
}

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
	return runScripts( scripts, unblock );
}
