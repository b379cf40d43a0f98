<?php
/**
 * The subscribers table in WordPress's personal data export and erasure (Tools > Export / Erase Personal Data).
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * A site answering a data request must find every place that stores the address: the newsletter's row is one. The
 * export lists it (address, name, status, dates); the erasure deletes the row, which also stops the newsletter (a
 * deleted address gets nothing, and may sign up again).
 */
final class PrivacyTools implements Service {

	private const ID = 'shop-social-icons-newsletter';

	/**
	 * Constructor.
	 *
	 * @param SubscriberRepository $subscribers The table.
	 */
	public function __construct( private SubscriberRepository $subscribers ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', [ $this, 'add_exporter' ] );
		add_filter( 'wp_privacy_personal_data_erasers', [ $this, 'add_eraser' ] );
	}

	/**
	 * Registers the exporter.
	 *
	 * @param array<string, mixed> $exporters Exporters.
	 * @return array<string, mixed>
	 */
	public function add_exporter( $exporters ): array {
		$exporters             = is_array( $exporters ) ? $exporters : [];
		$exporters[ self::ID ] = [
			'exporter_friendly_name' => __( 'Newsletter subscription', 'shop-social-icons' ),
			'callback'               => [ $this, 'export' ],
		];
		return $exporters;
	}

	/**
	 * Registers the eraser.
	 *
	 * @param array<string, mixed> $erasers Erasers.
	 * @return array<string, mixed>
	 */
	public function add_eraser( $erasers ): array {
		$erasers             = is_array( $erasers ) ? $erasers : [];
		$erasers[ self::ID ] = [
			'eraser_friendly_name' => __( 'Newsletter subscription', 'shop-social-icons' ),
			'callback'             => [ $this, 'erase' ],
		];
		return $erasers;
	}

	/**
	 * The address's subscription, as WordPress's exporter expects it (one page: one row at most).
	 *
	 * @param string $email The address.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( $email ): array {
		$subscriber = $this->subscribers->find_by_email( strtolower( trim( (string) $email ) ) );
		if ( null === $subscriber ) {
			return [
				'data' => [],
				'done' => true,
			];
		}
		$fields = [
			__( 'Email address', 'shop-social-icons' ) => $subscriber->email,
			__( 'Name', 'shop-social-icons' )          => $subscriber->name,
			__( 'Status', 'shop-social-icons' )        => $subscriber->status,
			__( 'Signed up', 'shop-social-icons' )     => $subscriber->created_at,
			__( 'Confirmed', 'shop-social-icons' )     => (string) $subscriber->confirmed_at,
		];
		$data   = [];
		foreach ( array_filter( $fields, static fn ( string $value ): bool => '' !== $value ) as $name => $value ) {
			$data[] = [
				'name'  => $name,
				'value' => $value,
			];
		}
		return [
			'data' => [
				[
					'group_id'    => self::ID,
					'group_label' => __( 'Newsletter subscription', 'shop-social-icons' ),
					'item_id'     => 'subscriber-' . $subscriber->id,
					'data'        => $data,
				],
			],
			'done' => true,
		];
	}

	/**
	 * Deletes the address's subscription.
	 *
	 * @param string $email The address.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( $email ): array {
		$subscriber = $this->subscribers->find_by_email( strtolower( trim( (string) $email ) ) );
		$removed    = null !== $subscriber && 1 === $this->subscribers->delete( [ $subscriber->id ] );
		return [
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => [],
			'done'           => true,
		];
	}
}
