/**
 * Internal dependencies
 */
import {
	buttonAppearance,
	buttonHeight,
	buttonOptions,
	buttonRadius,
	buttonTheme,
	buttonType,
	paymentMethods,
} from '../button-options';

const WALLETS = {
	applePay: true,
	googlePay: true,
	link: false,
	amazonPay: false,
};

describe( 'button limits (spec 5)', () => {
	it.each( [
		[ 48, 48 ],
		[ 40, 40 ],
		[ 55, 55 ],
		[ 39, 40 ],
		[ 56, 55 ],
		[ 0, 40 ],
		[ 200, 55 ],
		[ '50', 50 ],
		[ '44.6', 45 ],
		[ '', 48 ],
		[ undefined, 48 ],
		[ null, 48 ],
		[ 'tall', 48 ],
	] )( 'height %j is drawn %j', ( setting, height ) => {
		expect( buttonHeight( setting ) ).toBe( height );
	} );

	it.each( [
		[ undefined, 4 ],
		[ '', 4 ],
		[ 0, 0 ],
		[ '12', 12 ],
		[ -3, 0 ],
	] )( 'radius %j is %j', ( setting, radius ) => {
		expect( buttonRadius( setting ) ).toBe( radius );
		expect( buttonAppearance( setting ) ).toEqual( {
			variables: { borderRadius: `${ radius }px` },
		} );
	} );
} );

describe( 'button look per wallet', () => {
	it.each( [
		[ 'black', { applePay: 'black', googlePay: 'black' } ],
		[ 'white', { applePay: 'white', googlePay: 'white' } ],
		[ 'white-outline', { applePay: 'white-outline', googlePay: 'white' } ],
		[ 'pink', { applePay: 'black', googlePay: 'black' } ],
	] )( 'theme %s', ( theme, expected ) => {
		expect( buttonTheme( theme ) ).toEqual( expected );
	} );

	it.each( [
		[ 'default', {} ],
		[ 'buy', { applePay: 'buy', googlePay: 'buy' } ],
		[ 'book', { applePay: 'book', googlePay: 'book' } ],
		[ 'donate', { applePay: 'donate', googlePay: 'donate' } ],
		[ 'checkout', { applePay: 'check-out', googlePay: 'checkout' } ],
		[ 'order', { applePay: 'order', googlePay: 'order' } ],
		[ 'pay', { applePay: 'plain', googlePay: 'pay' } ],
		[ 'plain', { applePay: 'plain', googlePay: 'plain' } ],
		[ 'subscribe', { applePay: 'subscribe', googlePay: 'subscribe' } ],
	] )( 'type %s', ( type, expected ) => {
		expect( buttonType( type ) ).toEqual( expected );
	} );

	it( 'offers the settings’ wallets only', () => {
		expect( paymentMethods( WALLETS ) ).toEqual( {
			applePay: 'auto',
			googlePay: 'auto',
			link: 'never',
			amazonPay: 'never',
			paypal: 'never',
			klarna: 'never',
		} );
		expect(
			paymentMethods( { ...WALLETS, link: true, amazonPay: true } )
		).toMatchObject( { link: 'auto', amazonPay: 'auto' } );
	} );

	it( 'puts it together', () => {
		expect(
			buttonOptions( {
				buttonHeight: 60,
				buttonTheme: 'white',
				buttonType: 'buy',
				wallets: WALLETS,
			} )
		).toMatchObject( {
			buttonHeight: 55,
			buttonTheme: { applePay: 'white', googlePay: 'white' },
			buttonType: { applePay: 'buy', googlePay: 'buy' },
			layout: { maxRows: 1, overflow: 'auto' },
		} );
	} );
} );
