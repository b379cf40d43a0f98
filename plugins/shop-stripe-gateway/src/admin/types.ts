/** The gateway's state, printed before the app by ShopStripeGateway\Admin\AdminPage (Admin\GatewayStatus::data()). */
export interface GatewayStatus {
	enabled: boolean;
	testMode: boolean;
	/** Both API keys of the mode are saved. */
	keysSet: boolean;
	/** The webhook signing secret of the mode is saved. */
	webhookSecretSet: boolean;
	/** When Stripe last reached the webhook, in the site's date format; empty: never. */
	lastWebhook: string;
	/** The endpoint to add in Stripe's dashboard. */
	webhookUrl: string;
	/** Titles of the payment methods offered with the card. */
	methods: string[];
	/** WooCommerce > Settings > Payments > the card gateway. */
	settingsUrl: string;
}

declare global {
	interface Window {
		shopStripeGatewayStatus?: GatewayStatus;
	}
}
