/**
 * Internal dependencies
 */
import {
	instanceHost,
	mastodonShareUrl,
	sharedByLink,
} from './mastodon-instance';
import type { CoreTexts } from './types';

const REMEMBERED = 'shop-social-icons-mastodon';

/**
 * Mastodon has no central share page: a click on the Mastodon icon asks for the visitor's server in a modal
 * `<dialog>` (focus kept inside, Escape closes, focus back on the icon) and opens that server's share page.
 * The server typed last is remembered in localStorage. Without the core, the link goes to mastodonshare.com,
 * which asks the same question.
 *
 * @param doc   The document.
 * @param win   The window (opens the share page).
 * @param texts The translated texts.
 */
export function wireMastodonPrompt(
	doc: Document,
	win: Window,
	texts: CoreTexts
): void {
	let dialog: HTMLDialogElement | null = null;
	let shared = { title: '', url: '' };

	const build = (): HTMLDialogElement => {
		const element = doc.createElement( 'dialog' );
		element.className = 'shop-social-icons-mastodon';
		element.innerHTML =
			'<form method="dialog"><label><span></span><input name="host" type="text" inputmode="url" autocomplete="on" placeholder="mastodon.social" required></label>' +
			'<p class="shop-social-icons-mastodon__error" aria-live="polite"></p>' +
			'<button value="share"></button> <button value="cancel" formnovalidate></button></form>';
		const form = element.querySelector( 'form' ) as HTMLFormElement;
		const input = form.elements.namedItem( 'host' ) as HTMLInputElement;
		const error = element.querySelector( 'p' ) as HTMLElement;
		const [ share, cancel ] = Array.from(
			form.querySelectorAll( 'button' )
		);
		( element.querySelector( 'span' ) as HTMLElement ).textContent =
			texts.mastodonLabel;
		share.textContent = texts.mastodonShare;
		cancel.textContent = texts.mastodonCancel;
		input.setAttribute(
			'aria-describedby',
			( error.id = 'shop-social-icons-mastodon-error' )
		);

		form.addEventListener( 'submit', ( event ) => {
			if (
				( event.submitter as HTMLButtonElement | null )?.value ===
				'cancel'
			) {
				return;
			}
			const host = instanceHost( input.value );
			if ( ! host ) {
				event.preventDefault();
				error.textContent = texts.mastodonInvalid;
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
	};

	doc.addEventListener( 'click', ( event ) => {
		const link = (
			event.target as Element | null
		 )?.closest?.< HTMLAnchorElement >(
			'.shop-social-icons.is-share .is-mastodon a'
		);
		if ( ! link || typeof HTMLDialogElement !== 'function' ) {
			return;
		}
		event.preventDefault();
		shared = sharedByLink( link.href );
		dialog ??= build();
		const input = dialog.querySelector( 'input' ) as HTMLInputElement;
		try {
			input.value = win.localStorage.getItem( REMEMBERED ) ?? '';
		} catch {
			input.value = '';
		}
		( dialog.querySelector( 'p' ) as HTMLElement ).textContent = '';
		input.removeAttribute( 'aria-invalid' );
		dialog.showModal();
	} );
}
