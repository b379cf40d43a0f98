/**
 * A fake shop and a fake Stripe.js for the express handlers' tests: `fetch` answered from an in-memory cart (the
 * Store API routes and the express ajax calls, with the `Nonce` header), and an Express Checkout Element whose
 * handlers the test calls as Stripe would.
 */

/**
 * External dependencies
 */
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Internal dependencies
 */
import { startExpress } from '../../start-express';
import type { ExpressConfig, StoreCart, StoreCartItem } from '../../types';

export const CONFIG: ExpressConfig = {
	location: 'product',
	publishableKey: 'pk_test_123',
	locale: 'en',
	country: 'US',
	currency: 'usd',
	decimals: 2,
	buttonHeight: 60,
	buttonRadius: 6,
	buttonTheme: 'black',
	buttonType: 'buy',
	wallets: { applePay: true, googlePay: true, link: false, amazonPay: false },
	storeApiUrl: 'https://shop.test/wp-json/wc/store/v1/',
	ajaxUrl: 'https://shop.test/?wc-ajax=%%endpoint%%',
	product: { id: 40, type: 'simple', amount: 1800, needsShipping: true },
	loginRequired: false,
	loginUrl: 'https://shop.test/my-account/?redirect_to=x',
	scriptUrl: 'https://shop.test/express.js',
};

/** A request the fake shop received. */
export interface Received {
	url: string;
	method: string;
	headers: Record< string, string >;
	body: unknown;
}

const RATES = [
	{ rate_id: 'flat_rate:1', name: 'Flat rate', price: '500', selected: true },
	{ rate_id: 'free_shipping:2', name: 'Free', price: '0', selected: false },
];

/**
 * The fake shop.
 *
 * @param items The cart's items at the start.
 */
export function fakeShop( items: StoreCartItem[] = [] ) {
	const state = {
		items: [ ...items ],
		shipping: 0,
		rates: RATES.map( ( rate ) => ( { ...rate } ) ),
		context: { isLoggedIn: false, nonce: 'express-nonce' },
		checkout: {
			status: 200,
			body: {
				order_id: 9,
				payment_result: {
					payment_status: 'success',
					redirect_url:
						'https://shop.test/checkout/order-received/9/',
				},
			} as unknown,
		},
		received: [] as Received[],
		nextKey: 1,
	};
	const cart = (): StoreCart => {
		const itemsTotal = state.items.reduce(
			( sum, item ) => sum + item.quantity * 1000,
			0
		);
		const selected = state.rates.find( ( rate ) => rate.selected );
		const shipping = state.shipping ? Number( selected?.price ?? 0 ) : 0;
		return {
			items: state.items,
			needs_shipping: true,
			totals: {
				total_price: String( itemsTotal + shipping ),
				total_shipping: String( shipping ),
				total_tax: '0',
				currency_minor_unit: 2,
			},
			shipping_rates: state.shipping
				? [ { package_id: 0, shipping_rates: state.rates } ]
				: [],
		};
	};
	const json = ( body: unknown, status = 200 ) =>
		Promise.resolve( {
			ok: status < 400,
			status,
			headers: new Headers( { Nonce: 'store-nonce' } ),
			json: () => Promise.resolve( body ),
		} as Response );
	const routes: Record< string, ( body: any ) => Promise< Response > > = {
		cart: () => json( cart() ),
		'cart/remove-item': ( body ) => {
			state.items = state.items.filter(
				( item ) => item.key !== body.key
			);
			return json( cart() );
		},
		'cart/add-item': ( body ) => {
			state.items.push( {
				key: `k${ state.nextKey++ }`,
				id: body.id,
				quantity: body.quantity,
				variation: body.variation,
			} );
			return json( cart(), 201 );
		},
		'cart/update-customer': () => {
			state.shipping = 1;
			return json( cart() );
		},
		'cart/select-shipping-rate': ( body ) => {
			state.rates.forEach( ( rate ) => {
				rate.selected = rate.rate_id === body.rate_id;
			} );
			return json( cart() );
		},
		checkout: () => json( state.checkout.body, state.checkout.status ),
		// The pay-for-order route of order 12 (its key and billing email in the query).
		'checkout/12': () => json( state.checkout.body, state.checkout.status ),
	};
	const fetch = jest.fn(
		( input: RequestInfo | URL, init: RequestInit = {} ) => {
			const url = String( input );
			const form =
				init.body instanceof URLSearchParams ? init.body : null;
			state.received.push( {
				url,
				method: init.method ?? 'GET',
				headers: ( init.headers ?? {} ) as Record< string, string >,
				body: form
					? Object.fromEntries( form )
					: init.body && JSON.parse( String( init.body ) ),
			} );
			if ( url.includes( 'wc_stripe_express_context' ) ) {
				return json( { success: true, data: state.context } );
			}
			if ( url.includes( 'wc_stripe_update_order_status' ) ) {
				return json( {
					success: true,
					data: {
						return_url:
							'https://shop.test/checkout/order-received/9/',
					},
				} );
			}
			if ( url.includes( 'wc_stripe_normalize_address' ) ) {
				const data = JSON.parse( form!.get( 'data' )! );
				return json( {
					success: true,
					data: {
						...data,
						shipping_address: {
							...data.shipping_address,
							state: 'CA',
						},
					},
				} );
			}
			const route = url
				.replace( CONFIG.storeApiUrl, '' )
				.split( '?' )[ 0 ];
			return (
				routes[ route ]?.(
					init.body && JSON.parse( String( init.body ) )
				) ?? json( { code: 'no_route', message: 'No route.' }, 404 )
			);
		}
	);
	const routesCalled = () =>
		state.received.map( ( request ) =>
			request.url.replace( CONFIG.storeApiUrl, '' )
		);
	return { state, fetch, cart, routesCalled };
}

type Handler = ( event: any ) => unknown;

/** A fake Stripe.js with an Express Checkout Element. */
export function fakeStripe() {
	const handlers: Record< string, Handler > = {};
	const element = {
		on: jest.fn( ( name: string, handler: Handler ) => {
			handlers[ name ] = handler;
			return element;
		} ),
		mount: jest.fn(),
		destroy: jest.fn(),
	};
	const elements = {
		create: jest.fn<
			( type: string, options?: unknown ) => typeof element
		>( () => element ),
		update: jest.fn< ( options: unknown ) => void >(),
		submit: jest.fn(
			async (): Promise< { error?: { message: string } } > => ( {} )
		),
	};
	type Token = {
		confirmationToken?: { id: string };
		error?: { message: string };
	};
	const stripe = {
		elements: jest.fn< ( options?: unknown ) => typeof elements >(
			() => elements
		),
		createConfirmationToken: jest.fn<
			( options?: unknown ) => Promise< Token >
		>( async () => ( { confirmationToken: { id: 'ctoken_123' } } ) ),
		handleNextAction: jest.fn<
			( options: { clientSecret: string } ) => Promise< {
				error?: { message: string };
			} >
		>( async () => ( {} ) ),
	};
	/**
	 * Sends an event as Stripe would; resolves once its handler finished.
	 *
	 * @param name  The event.
	 * @param event Its fields.
	 */
	const fire = async ( name: string, event: object = {} ) => {
		await handlers[ name ]?.( event );
	};
	return { stripe, elements, element, fire, handlers };
}

/**
 * A click event of Stripe's.
 *
 * @param type The wallet.
 */
export const clickEvent = ( type = 'apple_pay' ) => ( {
	elementType: 'expressCheckout',
	expressPaymentType: type,
	resolve: jest.fn(),
	reject: jest.fn(),
} );

/** Lets pending promises settle. */
export const settle = () => new Promise( ( resolve ) => setTimeout( resolve ) );

/**
 * Draws an express container (and a product form) into the document.
 *
 * @param config The configuration.
 * @param form   The add-to-cart form's markup.
 */
export function drawContainer( config: ExpressConfig = CONFIG, form = '' ) {
	document.body.innerHTML = `${ form }<div class="shop-stripe-express" data-shop-stripe-express="${
		config.location
	}"><div class="shop-stripe-express__buttons"></div></div>`;
	const container = document.querySelector< HTMLElement >(
		'.shop-stripe-express'
	)!;
	container.dataset.config = JSON.stringify( config );
	return container;
}

/** A jQuery of the few calls made: `on` (space-separated events) and `trigger` with data. */
export function fakeJQuery() {
	const listeners = new Map< Element, Record< string, Handler[] > >();
	const $ = ( target: Element ) => ( {
		on( events: string, handler: Handler ) {
			const own = listeners.get( target ) ?? {};
			events.split( ' ' ).forEach( ( name ) => {
				( own[ name ] ??= [] ).push( handler );
			} );
			listeners.set( target, own );
		},
		trigger( name: string, data: unknown[] = [] ) {
			( listeners.get( target )?.[ name ] ?? [] ).forEach( ( handler ) =>
				( handler as ( ...args: unknown[] ) => unknown )(
					{ type: name },
					...data
				)
			);
		},
	} );
	return $;
}

/**
 * The window the code is handed: the document, the fake shop's fetch, a location that records where it goes,
 * `confirm` and jQuery.
 *
 * @param fetch   The fake shop's fetch.
 * @param confirm What the confirm dialog answers.
 */
export function fakeWindow( fetch: typeof window.fetch, confirm = false ) {
	return {
		document,
		fetch,
		location: { origin: 'https://shop.test', assign: jest.fn() },
		confirm: jest.fn< ( message?: string ) => boolean >( () => confirm ),
		jQuery: fakeJQuery(),
	};
}

/**
 * Starts a container with a fake shop and Stripe.
 *
 * @param config  The container's configuration.
 * @param form    The add-to-cart form's markup.
 * @param confirm What the confirm dialog answers.
 * @param items   The cart's items at the start.
 */
export async function start(
	config = CONFIG,
	form = '',
	confirm = false,
	items: StoreCartItem[] = [
		{ key: 'old', id: 7, quantity: 2, variation: [] },
	]
) {
	const shop = fakeShop( items );
	const fake = fakeStripe();
	jest.mocked( loadStripe ).mockResolvedValue( fake.stripe as never );
	globalThis.fetch = shop.fetch as typeof fetch;
	const win = fakeWindow( shop.fetch as typeof fetch, confirm );
	const container = drawContainer( config, form );
	await startExpress( win as unknown as Window, container );
	return { shop, ...fake, win, container };
}
