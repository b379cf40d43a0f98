/**
 * Internal dependencies
 */
import { showModal } from '../dialog/modal';
import type { PinterestRequest } from '../frontend/dialogs/types';
import { element, overlayDialog } from './overlay-dialog';
import {
	pinDescription,
	pinImages,
	pinUrl,
	type PinImage,
} from './pinterest-images';

// Not `shop-social-icons-pinterest`: that is the icon's symbol in the sprite.
export const PINTEREST_ID = 'shop-social-icons-pinterest-overlay';

/**
 * One pin link, opened in a new tab like the share icons.
 *
 * @param doc   The page.
 * @param href  Pinterest's address.
 * @param label Its name.
 * @param image The image it pins, or null.
 */
function pinLink(
	doc: Document,
	href: string,
	label: string,
	image: PinImage | null
): HTMLLIElement {
	const item = element( doc, 'li', 'shop-social-icons-pinterest__item' );
	const link = element( doc, 'a', 'shop-social-icons-pinterest__link' );
	link.href = href;
	link.target = '_blank';
	link.rel = 'noopener noreferrer nofollow';
	if ( image ) {
		const thumbnail = element(
			doc,
			'img',
			'shop-social-icons-pinterest__image'
		);
		thumbnail.src = image.src;
		thumbnail.alt = '';
		link.append(
			thumbnail,
			element( doc, 'span', 'shop-social-icons-pinterest__label', label )
		);
	} else {
		link.textContent = label;
	}
	item.append( link );
	return item;
}

/**
 * Opens the Pinterest overlay ('Pin It on Pinterest'): created on first use, shown again afterwards. The list is
 * read from the page each time (images may have loaded since): a link per pinnable image, or one link without an
 * image, described by the page's title, when none qualifies.
 *
 * @param request The page and the words.
 */
export function openPinterest( request: PinterestRequest ): void {
	const doc = request.opener.ownerDocument;
	const { strings, url } = request;
	const { dialog, body } = overlayDialog(
		doc,
		PINTEREST_ID,
		strings.pinterestTitle,
		strings.close
	);
	const images = pinImages( doc, `#${ PINTEREST_ID }` );
	const list = element( doc, 'ul', 'shop-social-icons-pinterest__list' );
	const named = ( text: string ) =>
		strings.pinterestPin.replace( '%s', text );
	if ( images.length === 0 ) {
		const description = pinDescription( doc, null );
		list.append(
			pinLink(
				doc,
				pinUrl( url, description ),
				named( description ),
				null
			)
		);
	}
	for ( const image of images ) {
		const description = pinDescription( doc, image );
		list.append(
			pinLink(
				doc,
				pinUrl( url, description, image.src ),
				named( image.title || description ),
				image
			)
		);
	}
	body.replaceChildren( list );
	showModal( dialog, request.opener );
}
