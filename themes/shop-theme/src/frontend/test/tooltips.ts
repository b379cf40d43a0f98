/**
 * Internal dependencies
 */
import { initTooltips, TOOLTIP_DELAY_MS } from '../tooltips';

describe( 'tooltips', () => {
	beforeAll( () => initTooltips( document ) );
	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML =
			'<button data-shop-tooltip="Add to cart">Buy</button><button id="other">Other</button>';
	} );
	afterEach( () => {
		( document.getElementById( 'other' ) as HTMLElement ).focus();
		jest.useRealTimers();
	} );

	const button = () =>
		document.querySelector( '[data-shop-tooltip]' ) as HTMLButtonElement;
	const tip = () =>
		document.getElementById( 'shop-theme-tooltip' ) as HTMLElement;

	it( 'describes the button at once on focus and draws the tooltip after 300 ms', () => {
		button().focus();
		expect( button().getAttribute( 'aria-describedby' ) ).toBe(
			'shop-theme-tooltip'
		);
		expect( tip().getAttribute( 'role' ) ).toBe( 'tooltip' );
		expect( tip().textContent ).toBe( 'Add to cart' );
		jest.advanceTimersByTime( TOOLTIP_DELAY_MS - 1 );
		expect( tip().hidden ).toBe( true );
		jest.advanceTimersByTime( 1 );
		expect( tip().hidden ).toBe( false );
	} );

	it( 'shows on hover and hides when the pointer leaves', () => {
		button().dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		jest.advanceTimersByTime( TOOLTIP_DELAY_MS );
		expect( tip().hidden ).toBe( false );
		button().dispatchEvent( new Event( 'pointerout', { bubbles: true } ) );
		expect( tip().hidden ).toBe( true );
		expect( button().hasAttribute( 'aria-describedby' ) ).toBe( false );
	} );

	it( 'hides on Escape and on a click elsewhere', () => {
		button().focus();
		jest.advanceTimersByTime( TOOLTIP_DELAY_MS );
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape' } )
		);
		expect( tip().hidden ).toBe( true );

		button().dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		jest.advanceTimersByTime( TOOLTIP_DELAY_MS );
		document.body.dispatchEvent(
			new Event( 'pointerdown', { bubbles: true } )
		);
		expect( tip().hidden ).toBe( true );
	} );

	it( 'stays while the pointer moves inside the button', () => {
		button().innerHTML = '<span>Buy</span>';
		button().dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		jest.advanceTimersByTime( TOOLTIP_DELAY_MS );
		const span = button().querySelector( 'span' ) as HTMLElement;
		button().dispatchEvent(
			new MouseEvent( 'pointerout', {
				bubbles: true,
				relatedTarget: span,
			} )
		);
		expect( tip().hidden ).toBe( false );
		span.dispatchEvent( new Event( 'pointerout', { bubbles: true } ) );
		expect( tip().hidden ).toBe( true );
	} );

	it( 'never draws a tooltip the pointer left before the delay', () => {
		button().dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		button().dispatchEvent( new Event( 'pointerout', { bubbles: true } ) );
		jest.advanceTimersByTime( TOOLTIP_DELAY_MS );
		expect( tip().hidden ).toBe( true );
	} );
} );
