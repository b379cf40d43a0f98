/**
 * External dependencies
 */
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { BAR_ATTRIBUTE, showsBar } from '../bar-state';
import { wireInfoBar } from '../info-bar';
import type { UiController, UiState } from '../types';
import { queueBarClicks } from './fixtures/controller-env';

/** The bar as includes/Banner/BarMarkup.php prints it (its PHPUnit test checks the same hooks). */
const BAR = `<div id="shop-consent-bar" class="shop-consent shop-consent-bar shop-consent-bar-bottom" role="region" aria-label="Cookie consent">
	<div class="shop-consent-bar-text"><p class="shop-consent-bar-message" aria-hidden="true">We use cookies.</p></div>
	<p class="shop-consent-visually-hidden" aria-live="polite"></p>
	<div class="shop-consent-bar-actions">
		<button type="button" class="shop-consent-button" data-shop-consent-action="accept">Accept all</button>
		<button type="button" class="shop-consent-button" data-shop-consent-action="reject">Reject all</button>
		<button type="button" class="shop-consent-button" data-shop-consent-action="optout" hidden>Do not sell or share my personal information</button>
		<button type="button" class="shop-consent-button" data-shop-consent-action="settings">Settings</button>
	</div>
	<button type="button" class="shop-consent-close" aria-label="Close" data-shop-consent-action="close"><span aria-hidden="true">×</span></button>
</div>`;

function fakeController( initial: Partial< UiState > = {} ) {
	let state: UiState = {
		view: 'banner',
		categories: { strict: true, thirdparty: false, advanced: false },
		decided: false,
		model: 'optin',
		...initial,
	};
	const listeners = new Set< ( next: UiState ) => void >();
	return {
		getState: () => state,
		subscribe: ( listener: ( next: UiState ) => void ) => {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
		emit( patch: Partial< UiState > ) {
			state = { ...state, ...patch };
			listeners.forEach( ( listener ) => listener( state ) );
		},
		acceptAll: jest.fn(),
		rejectAll: jest.fn(),
		save: jest.fn(),
		close: jest.fn(),
		openSettings: jest.fn(),
		closeSettings: jest.fn(),
		interact: jest.fn(),
	} satisfies UiController & { emit: unknown };
}

const root = () => document.documentElement;
const bar = () => screen.getByRole( 'region', { name: 'Cookie consent' } );
const button = ( name: string ) =>
	within( bar() ).getByRole( 'button', { name } );

describe( 'wireInfoBar', () => {
	beforeEach( () => {
		document.body.innerHTML = BAR;
		root().removeAttribute( BAR_ATTRIBUTE );
		delete window.shopConsentClicks;
	} );

	it( 'does nothing on a page without the bar', () => {
		document.body.innerHTML = '';
		expect( wireInfoBar( window, fakeController() ) ).toBe( false );
		expect( root() ).not.toHaveAttribute( BAR_ATTRIBUTE );
	} );

	it.each( [
		[ 'Accept all', 'acceptAll' ],
		[ 'Reject all', 'rejectAll' ],
		[ 'Settings', 'openSettings' ],
		[ 'Close', 'close' ],
	] as const )( 'the button %s calls %s', async ( name, action ) => {
		const controller = fakeController();
		wireInfoBar( window, controller );

		await userEvent.click( button( name ) );

		expect( controller[ action ] ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'marks <html> while the view shows the bar, and under the modal only without a decision', () => {
		const controller = fakeController( { view: 'none' } );
		wireInfoBar( window, controller );
		expect( root() ).not.toHaveAttribute( BAR_ATTRIBUTE );

		controller.emit( { view: 'banner' } );
		expect( root() ).toHaveAttribute( BAR_ATTRIBUTE, 'shown' );

		controller.emit( { view: 'settings' } );
		expect( root() ).toHaveAttribute( BAR_ATTRIBUTE, 'shown' );

		controller.emit( { view: 'settings', decided: true } );
		expect( root() ).not.toHaveAttribute( BAR_ATTRIBUTE );

		controller.emit( { view: 'none' } );
		expect( root() ).not.toHaveAttribute( BAR_ATTRIBUTE );
	} );

	it.each( [
		[ 'banner', false, true ],
		[ 'settings', false, true ],
		[ 'settings', true, false ],
		[ 'none', false, false ],
	] as const )( 'view %s, decided %s: bar %s', ( view, decided, shown ) => {
		expect(
			showsBar( {
				view,
				decided,
				model: 'optin',
				categories: {
					strict: true,
					thirdparty: false,
					advanced: false,
				},
			} )
		).toBe( shown );
	} );

	it( 'in the opt-out model shows "Do not sell or share" instead of accept and reject; it refuses', async () => {
		const controller = fakeController( { model: 'optout' } );
		wireInfoBar( window, controller );

		expect(
			within( bar() ).queryByRole( 'button', { name: 'Accept all' } )
		).not.toBeInTheDocument();
		expect(
			within( bar() ).queryByRole( 'button', { name: 'Reject all' } )
		).not.toBeInTheDocument();
		await userEvent.click(
			button( 'Do not sell or share my personal information' )
		);
		expect( controller.rejectAll ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'focuses Accept all when an accept link offered the bar', () => {
		const controller = fakeController( { view: 'none' } );
		wireInfoBar( window, controller );

		controller.emit( { view: 'banner', focus: 'accept' } );

		expect( button( 'Accept all' ) ).toHaveFocus();
	} );

	it( 'announces the message in the live region each time the bar appears', () => {
		jest.useFakeTimers();
		const controller = fakeController();
		wireInfoBar( window, controller );
		const live = bar().querySelector( '[aria-live="polite"]' );

		// Filled after it is in the page, so screen readers announce it.
		expect( live ).toHaveTextContent( '' );
		jest.advanceTimersByTime( 100 );
		expect( live ).toHaveTextContent( 'We use cookies.' );

		controller.emit( { view: 'none' } );
		controller.emit( { view: 'banner' } );
		expect( live ).toHaveTextContent( '' );
		jest.advanceTimersByTime( 100 );
		expect( live ).toHaveTextContent( 'We use cookies.' );
		jest.useRealTimers();
	} );

	it( 'tells the controller of any touch: auto-accept stops', async () => {
		const controller = fakeController();
		wireInfoBar( window, controller );

		await userEvent.tab();

		expect( button( 'Accept all' ) ).toHaveFocus();
		expect( controller.interact ).toHaveBeenCalled();
	} );

	describe( 'clicks made before the actions were in (the queue of the inline script after the bar)', () => {
		/** A controller whose decisions hide the bar, as the core's do. */
		const decidingController = () => {
			const controller = fakeController();
			const decided = () =>
				controller.emit( { view: 'none', decided: true } );
			controller.acceptAll.mockImplementation( decided );
			controller.rejectAll.mockImplementation( decided );
			return controller;
		};

		beforeEach( () => queueBarClicks( bar() ) );

		it( 'acts on the first click once wired; a second click on the decided bar does nothing', async () => {
			const controller = decidingController();
			await userEvent.click( button( 'Reject all' ) );
			await userEvent.click( button( 'Accept all' ) );
			expect( controller.rejectAll ).not.toHaveBeenCalled();

			wireInfoBar( window, controller );

			expect( controller.rejectAll ).toHaveBeenCalledTimes( 1 );
			expect( controller.acceptAll ).not.toHaveBeenCalled();
			expect( window.shopConsentClicks ).toHaveLength( 0 );
		} );

		it( 'replays in order: Settings, then Accept all from under the modal', async () => {
			const controller = decidingController();
			controller.openSettings.mockImplementation( () =>
				controller.emit( { view: 'settings' } )
			);
			await userEvent.click( button( 'Settings' ) );
			await userEvent.click( button( 'Accept all' ) );

			wireInfoBar( window, controller );

			expect( controller.openSettings ).toHaveBeenCalledTimes( 1 );
			expect( controller.acceptAll ).toHaveBeenCalledTimes( 1 );
			expect(
				controller.openSettings.mock.invocationCallOrder[ 0 ]
			).toBeLessThan(
				controller.acceptAll.mock.invocationCallOrder[ 0 ]
			);
		} );

		it( 'acts at once on a click after the wiring, once however often the core hands the bar over', async () => {
			const controller = decidingController();
			wireInfoBar( window, controller );
			wireInfoBar( window, controller );

			await userEvent.click( button( 'Accept all' ) );

			expect( controller.acceptAll ).toHaveBeenCalledTimes( 1 );
			expect( window.shopConsentClicks ).toHaveLength( 0 );
		} );

		it( 'ignores what names no action of the bar', () => {
			const controller = decidingController();
			window.shopConsentClicks?.push( '__proto__', 'toString', 'accept' );

			expect( () => wireInfoBar( window, controller ) ).not.toThrow();
			expect( controller.acceptAll ).toHaveBeenCalledTimes( 1 );
		} );
	} );
} );
