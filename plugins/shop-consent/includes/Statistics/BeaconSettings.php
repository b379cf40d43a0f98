<?php
/**
 * The `statistics` part of the public settings.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use ShopConsent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * `{ url, anonymous, page, type }` for the storefront core (src/frontend/README.md, "Statistics beacon"). The same
 * for every visitor of a page, with one exception: for users who can manage options the URL is empty, so admins
 * browsing their shop are not counted. Their pages are never served from a page cache (they are logged in).
 */
final class BeaconSettings {

	/**
	 * Constructor.
	 *
	 * @param Settings          $settings The settings.
	 * @param CollectorEndpoint $endpoint Where beacons go.
	 * @param PageContext       $page     The page being rendered.
	 */
	public function __construct(
		private Settings $settings,
		private CollectorEndpoint $endpoint,
		private PageContext $page
	) {}

	/**
	 * The public statistics settings.
	 *
	 * @return array{url: string, anonymous: bool, page: int, type: string}
	 */
	public function build(): array {
		$statistics = $this->settings->get()['statistics'];
		$counted    = $statistics['enabled'] && ! current_user_can( 'manage_options' );
		return [
			'url'       => $counted ? $this->endpoint->url() : '',
			'anonymous' => (bool) $statistics['anonymous'],
			'page'      => $this->page->page_id(),
			'type'      => $this->page->type(),
		];
	}
}
