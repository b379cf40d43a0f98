/**
 * The spec's rules for the Pinterest overlay: which images of the page can be pinned, and what each pin says.
 */

/** Both sides must exceed this, in pixels (spec: larger than 100 by 100). */
export const PIN_MIN_SIZE = 100;

/** Pinterest's page for a new pin. */
export const PIN_CREATE = 'https://www.pinterest.com/pin/create/button/';

/** A pinnable image (spec's "Pinterest image record"): its absolute address and its title or alt text. */
export interface PinImage {
	src: string;
	title: string;
}

/** What the rules read of an image. */
export interface ImageFacts {
	src: string;
	width: number;
	height: number;
	noPin: boolean;
	title: string;
}

/**
 * The facts of an image: the file's own size once loaded, else the size its attributes give (a lazy image not
 * loaded yet); no-pin when it carries `nopin` or `data-pin-nopin` (Pinterest's two flags) other than "false".
 *
 * @param img The image.
 */
export const factsOf = ( img: HTMLImageElement ): ImageFacts => ( {
	src: img.currentSrc || img.src,
	width: img.naturalWidth || img.width,
	height: img.naturalHeight || img.height,
	noPin:
		img.hasAttribute( 'nopin' ) ||
		( img.hasAttribute( 'data-pin-nopin' ) &&
			img.getAttribute( 'data-pin-nopin' ) !== 'false' ),
	title: ( img.title || img.alt ).trim(),
} );

/**
 * Whether an image can be pinned: an address that is http(s) (so neither a script scheme such as `javascript:`
 * nor `data:` or `blob:`, which Pinterest cannot fetch), both sides over 100 px, no no-pin flag.
 *
 * @param facts The image's facts.
 * @param base  The page's address, for relative sources.
 */
export function qualifies( facts: ImageFacts, base: string ): boolean {
	if ( facts.src.trim() === '' || facts.noPin ) {
		return false;
	}
	if ( facts.width <= PIN_MIN_SIZE || facts.height <= PIN_MIN_SIZE ) {
		return false;
	}
	try {
		return [ 'http:', 'https:' ].includes(
			new URL( facts.src, base ).protocol
		);
	} catch {
		return false;
	}
}

/**
 * The page's pinnable images, in page order, each address once. Images inside `exclude` (the overlay's own
 * thumbnails) are not the page's.
 *
 * @param doc     The page.
 * @param exclude A selector of containers to skip.
 */
export function pinImages( doc: Document, exclude: string ): PinImage[] {
	const base = doc.location?.href ?? doc.baseURI;
	const seen = new Set< string >();
	const images: PinImage[] = [];
	for ( const img of Array.from( doc.images ) ) {
		const facts = factsOf( img );
		if ( img.closest( exclude ) || ! qualifies( facts, base ) ) {
			continue;
		}
		const src = new URL( facts.src, base ).href;
		if ( ! seen.has( src ) ) {
			seen.add( src );
			images.push( { src, title: facts.title } );
		}
	}
	return images;
}

/**
 * The page's social title (`og:title`), else the document's title.
 *
 * @param doc The page.
 */
export function pageTitle( doc: Document ): string {
	const social = doc
		.querySelector( 'meta[property="og:title"]' )
		?.getAttribute( 'content' )
		?.trim();
	return social || doc.title.trim();
}

/**
 * A pin's description (spec): the page's social title, else the document title; the image's title or alt text
 * stands in when the page has neither.
 *
 * @param doc   The page.
 * @param image The image, or null for the single link without one.
 */
export const pinDescription = (
	doc: Document,
	image: PinImage | null
): string => pageTitle( doc ) || image?.title || '';

/**
 * Pinterest's pin-creation address for the page, an image (none for the single link) and a description.
 *
 * @param pageUrl     The page's address.
 * @param description What the pin says.
 * @param media       The image's address.
 */
export function pinUrl(
	pageUrl: string,
	description: string,
	media?: string
): string {
	const query = [
		`url=${ encodeURIComponent( pageUrl ) }`,
		...( media ? [ `media=${ encodeURIComponent( media ) }` ] : [] ),
		`description=${ encodeURIComponent( description ) }`,
	];
	return `${ PIN_CREATE }?${ query.join( '&' ) }`;
}
