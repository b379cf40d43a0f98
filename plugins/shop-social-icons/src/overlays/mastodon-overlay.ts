/**
 * Internal dependencies
 */
import {
	instanceHost,
	mastodonShareUrl,
	sharedByLink,
} from './mastodon-instance';
import type {
	MastodonRequest,
	OverlayStrings,
} from '../frontend/dialogs/types';

const REMEMBERED = 'shop-social-icons-mastodon';

/**
 * Mastodon has no central share page: a click on the Mastodon icon (src/frontend/dialogs/overlay-triggers.ts) asks
 * for the visitor's server in a modal `<dialog>` (focus kept inside, Escape closes, focus back on the icon) and opens
 * that server's share page. The dialog is created on first use and shown again afterwards; the server typed last is
 * remembered in localStorage. Without JavaScript, the link goes to mastodonshare.com, which asks the same question.
 *
 * @param request The icon's link and the words.
 * @param win     The window (opens the share page).
 */
export function openMastodon(
	request: MastodonRequest,
	win: Window = window
): void {
	const doc = win.document;
	const { strings } = request;
	shared = sharedByLink( request.href );
	dialog ??= build( doc, win, strings );
	const input = dialog.querySelector( 'input' ) as HTMLInputElement;
	try {
		input.value = win.localStorage.getItem( REMEMBERED ) ?? '';
	} catch {
		input.value = '';
	}
	( dialog.querySelector( 'p' ) as HTMLElement ).textContent = '';
	input.removeAttribute( 'aria-invalid' );
	dialog.showModal();
}

let dialog: HTMLDialogElement | null = null;
let shared = { title: '', url: '' };

/**
 * The dialog: a form whose Share button opens the server's share page, Cancel closes.
 *
 * @param doc     The page.
 * @param win     The window.
 * @param strings The words.
 */
function build(
	doc: Document,
	win: Window,
	strings: OverlayStrings
): HTMLDialogElement {
	const element = doc.createElement( 'dialog' );
	element.className = 'shop-social-icons-mastodon';
	element.setAttribute( 'aria-label', strings.mastodonLabel );
	element.innerHTML =
		'<form method="dialog"><label><span></span><input name="host" type="text" inputmode="url" autocomplete="on" placeholder="mastodon.social" required></label>' +
		'<p class="shop-social-icons-mastodon__error" aria-live="polite"></p>' +
		'<button value="share"></button> <button value="cancel" formnovalidate></button></form>';
	const form = element.querySelector( 'form' ) as HTMLFormElement;
	const input = form.elements.namedItem( 'host' ) as HTMLInputElement;
	const error = element.querySelector( 'p' ) as HTMLElement;
	const [ share, cancel ] = Array.from( form.querySelectorAll( 'button' ) );
	( element.querySelector( 'span' ) as HTMLElement ).textContent =
		strings.mastodonLabel;
	share.textContent = strings.mastodonShare;
	cancel.textContent = strings.mastodonCancel;
	input.setAttribute(
		'aria-describedby',
		( error.id = 'shop-social-icons-mastodon-error' )
	);

	form.addEventListener( 'submit', ( event ) => {
		if (
			( event.submitter as HTMLButtonElement | null )?.value === 'cancel'
		) {
			return;
		}
		const host = instanceHost( input.value );
		if ( ! host ) {
			event.preventDefault();
			error.textContent = strings.mastodonInvalid;
			input.setAttribute( 'aria-invalid', 'true' );
			return;
		}
		try {
			win.localStorage.setItem( REMEMBERED, host );
		} catch {
			// Storage refused (private mode): the visitor types it again next time.
		}
		win.open(
			mastodonShareUrl( host, shared.title, shared.url ),
			'_blank',
			'noopener'
		);
	} );
	doc.body.append( element );
	return element;
}
