/**
 * Types of the WooCommerce script modules our bundles import. They are not published to npm: at build time
 * @woocommerce/dependency-extraction-webpack-plugin maps each import to WooCommerce's global (`wc.wcBlocksRegistry`,
 * `wc.wcSettings`) and adds its script handle (`wc-blocks-registry`, `wc-settings`) to build/*.asset.php.
 * Only what our code uses is declared, after WooCommerce's own type definitions
 * (client/blocks/assets/js/types/type-defs/payments.ts).
 */

declare module '@woocommerce/blocks-registry' {
	import type { ReactNode } from 'react';

	/** What the checkout passes to canMakePayment(); only the fields our code reads are typed. */
	export interface CanMakePaymentArgument {
		cartNeedsShipping: boolean;
		paymentRequirements: string[];
		[ key: string ]: unknown;
	}

	export type CanMakePaymentReturnType =
		boolean | Promise< boolean | { error: { message: string } } >;

	export interface SupportsConfiguration {
		features?: string[];
		showSavedCards?: boolean;
		showSaveOption?: boolean;
		style?: string[];
	}

	export interface PaymentMethodConfiguration {
		/** Unique name of the method on the client; the gateway id on the server unless paymentMethodId says otherwise. */
		name: string;
		/** Label in the list of payment methods. */
		label: ReactNode;
		/** Label read by screen readers. */
		ariaLabel: string;
		/** Shown when the method is selected. */
		content: ReactNode;
		/** Shown in the editor. */
		edit: ReactNode;
		/** Whether the method is offered for this cart. */
		canMakePayment: (
			argument: CanMakePaymentArgument
		) => CanMakePaymentReturnType;
		paymentMethodId?: string;
		supports: SupportsConfiguration;
		placeOrderButtonLabel?: string;
		savedTokenComponent?: ReactNode | null;
	}

	export interface ExpressPaymentMethodConfiguration {
		name: string;
		title?: string;
		description?: string;
		gatewayId?: string;
		content: ReactNode;
		edit: ReactNode;
		canMakePayment: (
			argument: CanMakePaymentArgument
		) => CanMakePaymentReturnType;
		paymentMethodId?: string;
		supports: SupportsConfiguration;
	}

	export function registerPaymentMethod(
		options: PaymentMethodConfiguration
	): void;

	export function registerExpressPaymentMethod(
		options: ExpressPaymentMethodConfiguration
	): void;
}

declare module '@woocommerce/settings' {
	/**
	 * Reads a value WooCommerce printed into the page (`wcSettings`, from its AssetDataRegistry),
	 * or returns the fallback.
	 * @param name
	 * @param fallback
	 * @param filter
	 */
	export function getSetting< T >(
		name: string,
		fallback?: T,
		filter?: ( value: T, fallback: T ) => T
	): T;

	/**
	 * Reads what a payment method's get_payment_method_data() returned in PHP
	 * (`wcSettings.paymentMethodData[ name ]`), or returns the fallback.
	 * @param paymentMethodName
	 * @param fallback
	 */
	export function getPaymentMethodData< T >(
		paymentMethodName: string,
		fallback?: T
	): T;
}
