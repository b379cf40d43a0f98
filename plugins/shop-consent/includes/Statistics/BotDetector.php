<?php
/**
 * Tells crawlers and scripts from browsers by their user agent.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

defined( 'ABSPATH' ) || exit;

/**
 * Beacons only come from browsers that ran the page's script, so the list only has to catch crawlers that run
 * JavaScript (search engines, link previews, AI crawlers), headless browsers and HTTP libraries replaying the
 * beacon. An empty user agent counts as a bot. The pattern can be changed with the `shop_consent_statistics_bots`
 * filter (applied by CollectorConfig, since the fast collector runs without plugins).
 */
final class BotDetector {

	public const PATTERN = '/bot\b|bot\/|crawl|spider|slurp|scrape|headless|phantomjs|selenium|puppeteer|playwright|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|whatsapp|telegram|discord|skype|mediapartners|adsbot|bingpreview|yandex|baidu|sogou|applebot|duckduck|petal|semrush|ahrefs|mj12|dotbot|bytespider|gptbot|chatgpt|claude|anthropic|perplexity|ccbot|amazonbot|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|guzzle|wordpress\//i';

	/**
	 * Constructor.
	 *
	 * @param string $pattern PCRE pattern matched against the user agent (CollectorConfig checks filtered ones).
	 */
	public function __construct( private string $pattern = self::PATTERN ) {}

	/**
	 * Whether the user agent is a bot's (or missing).
	 *
	 * @param string $user_agent The User-Agent header.
	 */
	public function is_bot( string $user_agent ): bool {
		return '' === trim( $user_agent ) || 1 === preg_match( $this->pattern, $user_agent );
	}
}
