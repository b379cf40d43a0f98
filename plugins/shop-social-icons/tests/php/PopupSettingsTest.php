<?php
/**
 * The popup's option, its schema and its validation through the REST settings endpoint.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Popup\PopupSchema;
use ShopSocialIcons\Popup\PopupSettings;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Valid values stored, invalid ones refused with a 400 and a message, the text kept to safe markup.
 */
final class PopupSettingsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		delete_option( PopupSettings::OPTION );
	}

	public function test_the_settings_endpoint_answers_the_contract_defaults(): void {
		$this->act_as( 'administrator' );
		$response = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/settings' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			[
				'enabled'           => false,
				'text'              => 'Enjoy this page? Please spread the word :)',
				'show_share_icons'  => true,
				'delay_seconds'     => 5,
				'on_scroll_end'     => false,
				'cache_compat'      => false,
				'border_colour'     => '#b5b5b5',
				'border_thickness'  => 1,
				'background_colour' => '#ffffff',
				'font'              => 'inherit',
				'font_style'        => 'normal',
				'font_size'         => 20,
				'font_colour'       => '#1e1e1e',
				'shadow'            => true,
			],
			$response->get_data()[ PopupSettings::OPTION ]
		);
	}

	public function test_valid_values_are_stored_and_a_partial_write_keeps_the_rest(): void {
		$this->act_as( 'administrator' );

		$response = $this->save(
			[
				'enabled'       => true,
				'delay_seconds' => 0,
				'on_scroll_end' => true,
				'font'          => 'Times New Roman',
				'font_style'    => 'italic',
				'font_size'     => 48,
				'border_colour' => '#AA0000',
			]
		);

		$this->assertSame( 200, $response->get_status() );
		$stored = PopupSettings::get();
		$this->assertTrue( $stored['enabled'] );
		$this->assertSame( 0, $stored['delay_seconds'] );
		$this->assertSame( 'Times New Roman', $stored['font'] );
		$this->assertSame( '#AA0000', $stored['border_colour'] );
		$this->assertTrue( $stored['shadow'], 'fields not sent keep their value' );
		$this->assertSame( 'Enjoy this page? Please spread the word :)', $stored['text'] );
	}

	public function test_the_text_keeps_post_markup_and_loses_scripts(): void {
		$this->act_as( 'administrator' );

		$this->save( [ 'text' => '<strong>Like it?</strong> <a href="https://shop.example/" onclick="steal()">Tell</a><script>alert(1)</script>' ] );

		$text = PopupSettings::get()['text'];
		$this->assertStringContainsString( '<strong>Like it?</strong>', $text );
		$this->assertStringContainsString( '<a href="https://shop.example/">Tell</a>', $text );
		$this->assertStringNotContainsString( 'onclick', $text );
		$this->assertStringNotContainsString( '<script', $text );
	}

	/** @return array<string, array{array<string, mixed>, string}> value => the field the message names */
	public static function invalid_values(): array {
		return [
			'delay below 0'          => [ [ 'delay_seconds' => -1 ], 'delay_seconds' ],
			'delay above 600'        => [ [ 'delay_seconds' => PopupSchema::MAX_DELAY + 1 ], 'delay_seconds' ],
			'delay not a number'     => [ [ 'delay_seconds' => 'soon' ], 'delay_seconds' ],
			'border too thick'       => [ [ 'border_thickness' => 21 ], 'border_thickness' ],
			'font size too small'    => [ [ 'font_size' => 9 ], 'font_size' ],
			'font size too large'    => [ [ 'font_size' => 49 ], 'font_size' ],
			'unknown font'           => [ [ 'font' => 'Comic Sans MS' ], 'font' ],
			'unknown font style'     => [ [ 'font_style' => 'underline' ], 'font_style' ],
			'colour not hex'         => [ [ 'font_colour' => 'black' ], 'font_colour' ],
			'colour with css'        => [ [ 'background_colour' => '#fff;position:fixed' ], 'background_colour' ],
			'enabled not a boolean'  => [ [ 'enabled' => 'perhaps' ], 'enabled' ],
			'unknown field'          => [ [ 'z_index' => 5 ], 'z_index' ],
		];
	}

	/**
	 * @dataProvider invalid_values
	 * @param array<string, mixed> $value A value of the option.
	 * @param string               $field The field at fault.
	 */
	public function test_an_invalid_value_is_refused_with_a_message( array $value, string $field ): void {
		$this->act_as( 'administrator' );

		$response = $this->save( $value );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertStringContainsString( $field, wp_json_encode( $response->get_data()['data']['params'] ) );
		$this->assertSame( 'absent', get_option( PopupSettings::OPTION, 'absent' ), 'nothing stored' );
	}

	public function test_an_editor_cannot_write_the_popup(): void {
		$this->act_as( 'editor' );

		$this->assertSame( 403, $this->save( [ 'enabled' => true ] )->get_status() );
		$this->assertSame( 'absent', get_option( PopupSettings::OPTION, 'absent' ) );
	}

	public function test_update_option_keeps_the_stored_value_of_an_invalid_field(): void {
		update_option( PopupSettings::OPTION, [ 'font_size' => 30 ] );
		update_option(
			PopupSettings::OPTION,
			[
				'font_size' => 400,
				'shadow'    => false,
			]
		);

		$this->assertSame( 30, PopupSettings::get()['font_size'] );
		$this->assertFalse( PopupSettings::get()['shadow'] );
	}

	/**
	 * POST /wp/v2/settings with the option, through the real REST server.
	 *
	 * @param array<string, mixed> $value The option's value to send.
	 */
	private function save( array $value ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/wp/v2/settings' );
		$request->set_body_params( [ PopupSettings::OPTION => $value ] );
		return rest_do_request( $request );
	}
}
