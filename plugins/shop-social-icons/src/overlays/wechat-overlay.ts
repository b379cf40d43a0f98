/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import { showModal } from '../dialog/modal';
import type { OverlayStrings, WeChatRequest } from '../frontend/dialogs/types';
import { element, overlayDialog } from './overlay-dialog';
import { drawQr } from './qr-canvas';

// Not `shop-social-icons-wechat`: that is the icon's symbol in the sprite.
export const WECHAT_ID = 'shop-social-icons-wechat-overlay';

/** WeChat's app link (opens the app on a phone that has it). */
export const WECHAT_APP = 'weixin://';

/**
 * Desktop: the page's QR code, drawn here once the encoder has loaded, and the spec's text.
 *
 * @param doc     The page.
 * @param request What to share.
 */
function desktop( doc: Document, request: WeChatRequest ): HTMLElement[] {
	const canvas = element( doc, 'canvas', 'shop-social-icons-wechat__qr' );
	canvas.setAttribute( 'role', 'img' );
	canvas.setAttribute( 'aria-label', request.url );
	const text = element(
		doc,
		'p',
		'shop-social-icons-wechat__text',
		request.strings.wechatScan
	);
	void request.loadQr().then( ( factory ) => {
		if ( factory ) {
			drawQr( canvas, factory, request.url );
		} else {
			// The encoder failed to load: the address can still be typed.
			canvas.replaceWith(
				element(
					doc,
					'p',
					'shop-social-icons-wechat__url',
					request.url
				)
			);
		}
	} );
	return [ canvas, text ];
}

/**
 * Phone: the address in a text box, a Copy button (its result announced politely) and a link that opens WeChat.
 *
 * @param doc     The page.
 * @param url     The page's address.
 * @param strings The words.
 */
function mobile(
	doc: Document,
	url: string,
	strings: OverlayStrings
): HTMLElement[] {
	const label = element(
		doc,
		'label',
		'shop-social-icons-wechat__label',
		strings.wechatUrl
	);
	const input = element( doc, 'input', 'shop-social-icons-wechat__input' );
	input.id = `${ WECHAT_ID }-url`;
	input.readOnly = true;
	input.value = url;
	label.htmlFor = input.id;
	const copy = element(
		doc,
		'button',
		'shop-social-icons-wechat__copy',
		strings.wechatCopy
	);
	copy.type = 'button';
	const status = element( doc, 'p', 'shop-social-icons-wechat__status' );
	status.setAttribute( 'role', 'status' );
	copy.addEventListener( 'click', () => {
		input.select();
		const clipboard = doc.defaultView?.navigator.clipboard;
		( clipboard
			? clipboard.writeText( url )
			: Promise.reject( new Error( 'no clipboard' ) )
		).then(
			() => {
				status.textContent = strings.wechatCopied;
			},
			// The address stays selected for the visitor to copy.
			( error ) => warn( 'copying the address failed', error )
		);
	} );
	const open = element(
		doc,
		'a',
		'shop-social-icons-wechat__open',
		strings.wechatOpen
	);
	open.href = WECHAT_APP;
	return [ label, input, copy, open, status ];
}

/**
 * Opens the WeChat overlay for an address: created on first use, shown again afterwards, its content redrawn only
 * when the address (or the kind of device) changed.
 *
 * @param request What to share and how.
 */
export function openWeChat( request: WeChatRequest ): void {
	const doc = request.opener.ownerDocument;
	const { dialog, body } = overlayDialog(
		doc,
		WECHAT_ID,
		request.strings.wechatTitle,
		request.strings.close
	);
	const key = `${ request.mobile ? 'mobile' : 'desktop' } ${ request.url }`;
	if ( body.dataset.shows !== key ) {
		body.dataset.shows = key;
		body.replaceChildren(
			...( request.mobile
				? mobile( doc, request.url, request.strings )
				: desktop( doc, request ) )
		);
	}
	showModal( dialog, request.opener );
}
