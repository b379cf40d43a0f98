/**
 * Internal dependencies
 */
import { ALERT_FADE_MS, ALERT_VISIBLE_MS, createAlert } from '../alert';

describe( 'createAlert', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML = '';
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	const region = () =>
		document.querySelector( '.shop-social-icons-alert' ) as HTMLElement;

	it( 'puts an empty polite live region in the page before any message', () => {
		createAlert( document );
		expect( region().getAttribute( 'role' ) ).toBe( 'status' );
		expect( region().getAttribute( 'aria-live' ) ).toBe( 'polite' );
		expect( region().textContent ).toBe( '' );
	} );

	it( 'shows a message for 3 s, fades it over 2 s, then empties the region', () => {
		createAlert( document ).show( 'Link copied' );
		expect( region().textContent ).toBe( 'Link copied' );
		expect( region().className ).toBe( 'shop-social-icons-alert is-shown' );

		jest.advanceTimersByTime( ALERT_VISIBLE_MS - 1 );
		expect( region().classList.contains( 'is-leaving' ) ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( region().classList.contains( 'is-leaving' ) ).toBe( true );

		jest.advanceTimersByTime( ALERT_FADE_MS );
		expect( region().className ).toBe( 'shop-social-icons-alert' );
		expect( region().textContent ).toBe( '' );
	} );

	it( 'restarts the sequence for a new message', () => {
		const alert = createAlert( document );
		alert.show( 'Link copied' );
		jest.advanceTimersByTime( ALERT_VISIBLE_MS + 500 );
		alert.show( 'Link copied' );
		jest.advanceTimersByTime( ALERT_VISIBLE_MS - 1 );
		expect( region().className ).toBe( 'shop-social-icons-alert is-shown' );
	} );

	it( 'announces a message without showing it when asked', () => {
		createAlert( document ).show( 'The link could not be copied.', false );
		expect( region().textContent ).toBe( 'The link could not be copied.' );
		expect( region().classList.contains( 'is-shown' ) ).toBe( false );
	} );
} );
