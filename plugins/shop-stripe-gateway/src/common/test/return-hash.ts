/**
 * Internal dependencies
 */
import {
	isForOrder,
	orderReceivedUrl,
	parseReturnHash,
	removeReturnHash,
} from '../return-hash';

const ORIGIN = 'https://shop.test';
const PI = 'pi_3Pgb_secret_Dm43xiq1k0yw';
const SETI = 'seti_1Pgb_secret_QxXx9';
const BACK = encodeURIComponent(
	`${ ORIGIN }/checkout/order-received/12/?key=wc_order_abc`
);

describe( 'parseReturnHash', () => {
	it.each( [
		[
			'confirm, payment intent',
			`#shop-stripe-confirm-pi:12:${ PI }:n0nce`,
			{
				kind: 'confirm',
				intent: 'pi',
				orderId: 12,
				clientSecret: PI,
				nonce: 'n0nce',
			},
		],
		[
			'confirm, setup intent',
			`#shop-stripe-confirm-si:7:${ SETI }:n0nce`,
			{
				kind: 'confirm',
				intent: 'si',
				orderId: 7,
				clientSecret: SETI,
				nonce: 'n0nce',
			},
		],
		[
			'voucher',
			`#shop-stripe-voucher:12:boleto:${ PI }:${ BACK }`,
			{
				kind: 'voucher',
				orderId: 12,
				paymentType: 'boleto',
				clientSecret: PI,
				returnUrl: `${ ORIGIN }/checkout/order-received/12/?key=wc_order_abc`,
			},
		],
		[
			'wallet',
			`#shop-stripe-wallet:12:wechat_pay:pi:${ PI }:${ BACK }:n0nce`,
			{
				kind: 'wallet',
				orderId: 12,
				walletType: 'wechat_pay',
				intent: 'pi',
				clientSecret: PI,
				returnUrl: `${ ORIGIN }/checkout/order-received/12/?key=wc_order_abc`,
				nonce: 'n0nce',
			},
		],
		[
			'short confirm',
			`#confirm-pi-${ PI }:${ BACK }`,
			{
				kind: 'short-confirm',
				intent: 'pi',
				clientSecret: PI,
				returnUrl: `${ ORIGIN }/checkout/order-received/12/?key=wc_order_abc`,
			},
		],
	] )( 'reads a %s link', ( _case, hash, expected ) => {
		expect( parseReturnHash( hash, ORIGIN ) ).toEqual( expected );
	} );

	it.each( [
		[ 'no hash', '' ],
		[ 'another hash', '#reviews' ],
		[
			'an order id that is not a whole number',
			`#shop-stripe-confirm-pi:12a:${ PI }:n`,
		],
		[ 'order id 0', `#shop-stripe-confirm-pi:0:${ PI }:n` ],
		[ 'a missing nonce', `#shop-stripe-confirm-pi:12:${ PI }:` ],
		[
			'a setup secret in a payment link',
			`#shop-stripe-confirm-pi:12:${ SETI }:n`,
		],
		[
			'a payment secret in a setup link',
			`#shop-stripe-confirm-si:12:${ PI }:n`,
		],
		[ 'a malformed secret', '#shop-stripe-confirm-pi:12:pi_123:n' ],
		[ 'extra fields', `#shop-stripe-confirm-pi:12:${ PI }:n:extra` ],
		[
			'a voucher returning to another site',
			`#shop-stripe-voucher:12:boleto:${ PI }:${ encodeURIComponent( 'https://evil.test/' ) }`,
		],
		[
			'a wallet returning to a protocol-relative address',
			`#shop-stripe-wallet:12:cashapp:pi:${ PI }:${ encodeURIComponent( '//evil.test/x' ) }:n`,
		],
		[
			'a wallet with an unknown intent kind',
			`#shop-stripe-wallet:12:cashapp:xx:${ PI }:${ BACK }:n`,
		],
		[
			'a voucher without a return address',
			`#shop-stripe-voucher:12:oxxo:${ PI }:`,
		],
		[
			'a short confirm to a javascript: address',
			`#confirm-pi-${ PI }:${ encodeURIComponent( 'javascript:alert(1)' ) }`,
		],
	] )( 'refuses %s', ( _case, hash ) => {
		expect( parseReturnHash( hash, ORIGIN ) ).toBeNull();
	} );
} );

describe( 'isForOrder', () => {
	const confirm = parseReturnHash(
		`#shop-stripe-confirm-pi:12:${ PI }:n`,
		ORIGIN
	);

	it( "on the pay-for-order page, only the page's own order", () => {
		expect( confirm && isForOrder( confirm, 12 ) ).toBe( true );
		expect( confirm && isForOrder( confirm, 13 ) ).toBe( false );
	} );

	it( 'elsewhere, any order', () => {
		expect( confirm && isForOrder( confirm, 0 ) ).toBe( true );
	} );
} );

describe( 'orderReceivedUrl', () => {
	const base = `${ ORIGIN }/checkout/order-received/`;

	it( 'adds a whole order id and a trailing slash', () => {
		expect( orderReceivedUrl( base, 42 ) ).toBe( `${ base }42/` );
		expect( orderReceivedUrl( base, '42' ) ).toBe( `${ base }42/` );
	} );

	it.each( [
		[ '42abc' ],
		[ '4.2' ],
		[ '' ],
		[ null ],
		[ '-1' ],
		[ '../x' ],
	] )( 'keeps the base for %p', ( id ) => {
		expect( orderReceivedUrl( base, id ) ).toBe( base );
	} );
} );

describe( 'removeReturnHash', () => {
	it( 'drops the hash and keeps the path and query, without a new history entry', () => {
		window.history.replaceState(
			null,
			'',
			`/checkout/?pay=1#shop-stripe-confirm-pi:12:${ PI }:n`
		);
		const entries = window.history.length;

		removeReturnHash( window );

		expect( window.location.hash ).toBe( '' );
		expect( window.location.pathname + window.location.search ).toBe(
			'/checkout/?pay=1'
		);
		expect( window.history.length ).toBe( entries );
	} );
} );
