/**
 * Which payment methods the block checkout lists, one registerPaymentMethod() each (index.tsx). Pure.
 *
 * With the single-element layout off, the card is listed with a card-only element and every other enabled method
 * that works without an intent gets its own entry, `stripe_<id>` (the gateway ids of ShopStripeGateway\Gateway\
 * Methods), its element restricted to that method. With it on, only the card's entry is listed, titled OCTitle,
 * with every enabled method in one accordion element. BLIK and Canadian pre-authorised debit, which Stripe's element
 * cannot collect before an intent exists, have their own entry without an element in either layout.
 */

/**
 * Internal dependencies
 */
import { PAYMENT_METHOD_NAME } from './constants';
import type { CardMethodSettings, MethodData } from './types';

/** The methods one entry's Payment Element offers. */
export interface ElementMethods {
	/** Stripe's id of the entry's method (`card` for the card's entry, whatever it holds). */
	id: string;
	/** The element's `paymentMethodTypes` (Stripe's types); none for an entry without an element. */
	types: string[];
}

/** One entry of the block checkout's list. */
export interface Registration {
	/** The gateway id: `stripe`, `stripe_ideal`, … */
	name: string;
	title: string;
	method: ElementMethods;
	/** Currencies Stripe takes the method in, upper case; none: any. */
	currencies: string[];
	/** WooCommerce features (`products`, `tokenization`, …). */
	features: string[];
}

/**
 * The enabled methods that work without an intent, in the settings' order; the card when there is none.
 *
 * @param settings The card's data (paymentMethodsConfig).
 */
export function deferredMethods( settings: CardMethodSettings ): string[] {
	const methods = Object.entries( settings.paymentMethodsConfig ?? {} )
		.filter( ( [ , config ] ) => config.supportsDeferredIntent )
		.map( ( [ id ] ) => id );
	return methods.length ? methods : [ 'card' ];
}

/**
 * Stripe's types of methods, once each (Afterpay and Clearpay are both `afterpay_clearpay`).
 *
 * @param settings The card's data (paymentMethodsConfig).
 * @param ids      The methods' ids.
 */
export const stripeTypes = ( settings: CardMethodSettings, ids: string[] ) => [
	...new Set(
		ids.map( ( id ) => settings.paymentMethodsConfig?.[ id ]?.type ?? id )
	),
];

/**
 * The entries to register.
 *
 * @param card   The card's data (getPaymentMethodData( 'stripe' )) with its title.
 * @param dataOf A method's own data (getPaymentMethodData( 'stripe_<id>' )); undefined while its integration is
 *               inactive (ShopStripeGateway\Blocks\MethodPaymentMethod).
 */
export function registrations(
	card: CardMethodSettings & { title: string },
	dataOf: ( name: string ) => MethodData | undefined
): Registration[] {
	const features = card.supports ?? [ 'products' ];
	// Stripe's element cannot hold these before an intent exists: their own entries in either layout.
	const elementless = ownEntries(
		card,
		Object.entries( card.paymentMethodsConfig ?? {} )
			.filter( ( [ , config ] ) => ! config.supportsDeferredIntent )
			.map( ( [ id ] ) => id ),
		dataOf
	);
	if ( card.isOCEnabled === true ) {
		return [
			{
				name: PAYMENT_METHOD_NAME,
				title: card.OCTitle || card.title,
				method: {
					id: 'card',
					types: stripeTypes( card, deferredMethods( card ) ),
				},
				currencies: [],
				features,
			},
			...elementless,
		];
	}
	return [
		{
			name: PAYMENT_METHOD_NAME,
			title: card.title,
			method: { id: 'card', types: [ 'card' ] },
			currencies: [],
			features,
		},
		...ownEntries( card, deferredMethods( card ), dataOf ),
		...elementless,
	];
}

/**
 * One entry per method, each its own element of that method (none for BLIK and pre-authorised debit).
 *
 * @param card   The card's data.
 * @param ids    The methods.
 * @param dataOf A method's own data.
 */
function ownEntries(
	card: CardMethodSettings,
	ids: string[],
	dataOf: ( name: string ) => MethodData | undefined
): Registration[] {
	return ids
		.filter( ( id ) => id !== 'card' )
		.flatMap( ( id ): Registration[] => {
			const name = `${ PAYMENT_METHOD_NAME }_${ id }`;
			const data = dataOf( name );
			if ( ! data?.title ) {
				return [];
			}
			return [
				{
					name,
					title: data.title,
					method: {
						id,
						types: card.paymentMethodsConfig?.[ id ]
							?.supportsDeferredIntent
							? stripeTypes( card, [ id ] )
							: [],
					},
					currencies: data.currencies ?? [],
					features: data.supports ?? [ 'products' ],
				},
			];
		} );
}
