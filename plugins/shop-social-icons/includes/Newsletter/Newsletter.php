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
 * and the admin list, each using a repository of the subscribers table. Plugin composes them with one line per group:
 * those of every request, and the REST ones it builds when the REST API starts.
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
			new LinkHandler( $subscribers ),
			new ExpiryPurge( $subscribers ),
			new FormBlock( $form ),
			new FormShortcode( $form ),
		];
	}

	/**
	 * The admin screens' services: the subscribers' screen, its export and the privacy tools' exporter and eraser.
	 *
	 * @return list<Service>
	 */
	public static function admin_services(): array {
		$subscribers = new SubscriberRepository();

		return [
			new PrivacyTools( $subscribers ),
			new SubscribersPage( $subscribers ),
			new SubscribersExport( $subscribers ),
		];
	}

	/**
	 * The sign-up endpoint and its answer to a form sent without JavaScript: built when the REST API starts.
	 *
	 * @return list<Service>
	 */
	public static function rest_services(): array {
		return [
			new SubscribeController( new Subscription( new SubscriberRepository(), new ConfirmationMail() ), new SignupRateLimit() ),
			new NoScriptAnswer(),
		];
	}
}
