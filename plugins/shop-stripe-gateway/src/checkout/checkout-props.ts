/**
 * What WooCommerce's checkout block hands a payment method's content component, after WooCommerce's own type
 * definitions (client/blocks/assets/js/types/type-defs/payment-method-interface.ts). Only what this method reads.
 */

/** The checkout's billing address, as the shopper typed it. */
export interface BillingAddress {
	first_name: string;
	last_name: string;
	company?: string;
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
	email: string;
	phone: string;
}

/** The response types an observer of the checkout's events may return. */
export interface ResponseTypes {
	SUCCESS: 'success';
	FAIL: 'failure';
	ERROR: 'error';
}

/** An observer's answer: on success the payment data go to the server; an error's message is shown. */
export interface ObserverResponse {
	type: ResponseTypes[ keyof ResponseTypes ];
	message?: string;
	messageContext?: string;
	/** With success at checkout success: where WooCommerce sends the shopper. */
	redirectUrl?: string;
	meta?: {
		paymentMethodData?: Record< string, string >;
	};
}

/** What onCheckoutSuccess observers receive. */
export interface CheckoutSuccessData {
	redirectUrl: string;
	orderId: number;
	processingResponse: {
		paymentStatus: string;
		redirectUrl: string;
		paymentDetails: Record< string, string >;
	} | null;
}

type Unsubscribe = () => void;

export interface PaymentMethodProps {
	billing: {
		/** The order total in the shop's minor units (9500 for 95.00 with two decimals). */
		cartTotal: { label: string; value: number };
		currency: { code: string; minorUnit: number };
		billingAddress: BillingAddress;
		customerId: number;
	};
	eventRegistration: {
		onPaymentSetup: (
			observer: () => Promise< ObserverResponse > | ObserverResponse
		) => Unsubscribe;
		onCheckoutSuccess: (
			observer: (
				data: CheckoutSuccessData
			) => Promise< ObserverResponse | true > | ObserverResponse | true
		) => Unsubscribe;
	};
	emitResponse: {
		responseTypes: ResponseTypes;
		noticeContexts: { PAYMENTS: string };
	};
	/** Whether the shopper ticked WooCommerce's "save payment information" box. */
	shouldSavePayment: boolean;
}
