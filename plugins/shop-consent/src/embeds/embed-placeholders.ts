/**
 * Internal dependencies
 */
import type { ConsentChange, OptionalCategory } from '../frontend/types';

/** Event the storefront core dispatches on `document` after every decision. */
export const CHANGE_EVENT = 'shop-consent:change';

const WRAPPER = '.shop-consent-embed';

/**
 * The category a placeholder waits for: PHP names it on the wrapper (setting `embeds.<provider>.category`).
 *
 * @param wrapper The `.shop-consent-embed` element.
 */
export function embedCategory( wrapper: Element ): OptionalCategory {
	return wrapper.getAttribute( 'data-shop-consent-category' ) === 'advanced'
		? 'advanced'
		: 'thirdparty';
}

/**
 * Loads the blocked content of one placeholder: iframes get their `src`, neutralised scripts run as clones; the
 * placeholder chrome goes away and focus moves to the iframe when asked.
 *
 * @param wrapper The `.shop-consent-embed` element.
 * @param focus   Whether to move focus to the loaded iframe.
 */
export function revealEmbed( wrapper: Element, focus: boolean ): void {
	const doc = wrapper.ownerDocument;
	let frame: HTMLIFrameElement | null = null;
	for ( const element of Array.from(
		wrapper.querySelectorAll( '[data-shop-consent]' )
	) ) {
		const src = element.getAttribute( 'data-shop-consent-src' );
		if ( element instanceof HTMLIFrameElement && src ) {
			element.removeAttribute( 'data-shop-consent' );
			element.src = src;
			frame = frame ?? element;
		} else if ( element instanceof HTMLScriptElement ) {
			const script = doc.createElement( 'script' );
			for ( const { name, value } of Array.from( element.attributes ) ) {
				if ( name !== 'type' && name !== 'data-shop-consent' ) {
					script.setAttribute( name, value );
				}
			}
			script.text = element.text;
			element.replaceWith( script );
		}
	}
	wrapper.querySelector( '.shop-consent-embed__placeholder' )?.remove();
	wrapper.classList.add( 'is-loaded' );
	if ( focus ) {
		frame?.focus();
	}
}

/**
 * Reveals every blocked embed still waiting in the document whose category is allowed.
 *
 * @param doc     Document.
 * @param allowed Whether a category is allowed (every one when omitted).
 */
export function revealAll(
	doc: Document,
	allowed: ( category: OptionalCategory ) => boolean = () => true
): void {
	for ( const wrapper of Array.from(
		doc.querySelectorAll( `${ WRAPPER }:not(.is-loaded)` )
	) ) {
		if ( allowed( embedCategory( wrapper ) ) ) {
			revealEmbed( wrapper, false );
		}
	}
}

/**
 * Runs the placeholders: "Load …" loads one embed, "Always allow …" allows the embed's category through the public
 * API; when a category becomes allowed (now or on a later decision), every embed waiting for it is revealed.
 *
 * @param win Window.
 * @return Removes the listeners.
 */
export function bindEmbedPlaceholders( win: Window ): () => void {
	const doc = win.document;
	const onClick = ( event: MouseEvent ) => {
		const button =
			event.target instanceof Element
				? event.target.closest( 'button' )
				: null;
		const wrapper = button?.closest( WRAPPER );
		if ( ! button || ! wrapper ) {
			return;
		}
		if ( button.classList.contains( 'shop-consent-embed__load' ) ) {
			revealEmbed( wrapper, true );
		} else if ( button.classList.contains( 'shop-consent-embed__allow' ) ) {
			win.shopConsent?.set( { [ embedCategory( wrapper ) ]: true } );
		}
	};
	const onChange = ( event: Event ) => {
		const categories = ( event as CustomEvent< ConsentChange > ).detail
			?.categories;
		if ( categories ) {
			revealAll( doc, ( category ) => categories[ category ] === true );
		}
	};
	doc.addEventListener( 'click', onClick );
	doc.addEventListener( CHANGE_EVENT, onChange );
	const api = win.shopConsent;
	if ( api ) {
		revealAll( doc, ( category ) => api.has( category ) );
	}
	return () => {
		doc.removeEventListener( 'click', onClick );
		doc.removeEventListener( CHANGE_EVENT, onChange );
	};
}
