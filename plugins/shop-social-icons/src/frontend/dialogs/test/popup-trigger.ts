/**
 * Internal dependencies
 */
import { POPUP_COOKIE, popupSeen } from '../popup-cookie';
import { POPUP_GLOBAL, POPUP_ID, startPopup } from '../popup-trigger';
import type { PopupUi } from '../types';

const NO_FILES = { css: [], scripts: [] };

/** A registered popup UI that records the dialogs it opens. */
function popupUi() {
	const open = jest.fn( ( dialog: HTMLDialogElement ) => {
		dialog.dataset.opened = 'yes';
	} );
	( window as unknown as Record< string, PopupUi > )[ POPUP_GLOBAL ] = {
		open,
	};
	return open;
}

/** Lets pending promises settle. */
const settle = async () => {
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
};

describe( 'startPopup', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML = `<dialog id="${ POPUP_ID }"></dialog>`;
	} );

	afterEach( () => {
		jest.useRealTimers();
		document.cookie = `${ POPUP_COOKIE }=; path=/; max-age=0`;
		delete ( window as unknown as Record< string, unknown > )[
			POPUP_GLOBAL
		];
	} );

	it( 'opens the printed dialog when due and remembers it for 30 days', async () => {
		popupUi();
		startPopup( window, {
			delay: 5,
			onScrollEnd: false,
			assets: NO_FILES,
		} );

		jest.advanceTimersByTime( 5000 );
		await settle();

		expect( document.getElementById( POPUP_ID )?.dataset.opened ).toBe(
			'yes'
		);
		expect( popupSeen( document ) ).toBe( true );
	} );

	it( 'does nothing for a visitor who saw it in the last 30 days', async () => {
		document.cookie = `${ POPUP_COOKIE }=1; path=/`;
		const open = popupUi();
		const fetcher = jest.fn() as unknown as typeof fetch;
		startPopup(
			window,
			{ delay: 1, onScrollEnd: false, campaign: '/popup' },
			fetcher
		);

		jest.advanceTimersByTime( 60_000 );
		await settle();

		expect( open ).not.toHaveBeenCalled();
		expect( fetcher ).not.toHaveBeenCalled();
	} );

	it( 'with page-cache compatibility, injects the fetched dialog and files in order, then opens it', async () => {
		document.body.innerHTML = '';
		popupUi();
		const fetcher = jest.fn( async () => ( {
			ok: true,
			status: 200,
			json: async () => ( {
				content: `<dialog id="${ POPUP_ID }"><p>Fetched</p></dialog>`,
				css: [ { id: 'popup-css', href: '/popup.css' } ],
				scripts: [],
			} ),
		} ) ) as unknown as typeof fetch;
		startPopup(
			window,
			{ delay: 2, onScrollEnd: false, campaign: '/wp-json/popup?post=3' },
			fetcher
		);
		await settle();
		expect( fetcher ).toHaveBeenCalledWith(
			'/wp-json/popup?post=3',
			expect.anything()
		);

		jest.advanceTimersByTime( 2000 );
		await settle();

		const dialog = document.getElementById( POPUP_ID );
		expect( dialog ).toHaveTextContent( 'Fetched' );
		expect( document.body.firstElementChild?.getAttribute( 'id' ) ).toBe(
			'popup-css'
		);
		expect( dialog?.dataset.opened ).toBe( 'yes' );
		expect( popupSeen( document ) ).toBe( true );
	} );

	it( 'shows nothing and sets no cookie when the popup was switched off since the page was cached', async () => {
		document.body.innerHTML = '';
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		const open = popupUi();
		const fetcher = jest.fn( async () => ( {
			ok: false,
			status: 404,
			json: async () => ( {} ),
		} ) ) as unknown as typeof fetch;
		startPopup(
			window,
			{ delay: 2, onScrollEnd: false, campaign: '/popup' },
			fetcher
		);

		jest.advanceTimersByTime( 2000 );
		await settle();

		expect( open ).not.toHaveBeenCalled();
		expect( popupSeen( document ) ).toBe( false );
		expect( warn ).toHaveBeenCalledWith(
			'Shop bundle: the popup could not be fetched',
			expect.any( Error )
		);
		warn.mockRestore();
	} );
} );
