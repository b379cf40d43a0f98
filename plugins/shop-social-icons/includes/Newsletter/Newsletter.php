<?php
/**
 * The newsletter feature's services, wired.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Newsletter\Admin\SubscribersExport;
use ShopSocialIcons\Newsletter\Admin\SubscribersPage;
use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The sign-up form (block and shortcode), its endpoint, the double opt-in links, the expiry of unconfirmed sign-ups
 * and the admin list, sharing one repository of the subscribers table. Plugin composes them with one line.
 */
final class Newsletter {

	/**
	 * The services.
	 *
	 * @return list<Service>
	 */
	public static function services(): array {
		$subscribers = new SubscriberRepository();
		$form        = new NewsletterForm();

		return [
			new NewsletterSettings(),
			new SubscribersTable(),
			new SubscribeController( new Subscription( $subscribers, new ConfirmationMail() ), new SignupRateLimit() ),
			new NoScriptAnswer(),
			new LinkHandler( $subscribers ),
			new PrivacyTools( $subscribers ),
			new ExpiryPurge( $subscribers ),
			new FormBlock( $form ),
			new FormShortcode( $form ),
			new SubscribersPage( $subscribers ),
			new SubscribersExport( $subscribers ),
		];
	}
}
