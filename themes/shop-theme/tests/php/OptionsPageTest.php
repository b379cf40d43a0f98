<?php
/**
 * Appearance > Theme options: who sees it and what it loads.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\Support\AdminGlobals;
use ShopBundle\Tests\Support\EnqueueCapture;
use ShopBundle\Tests\TestCase;
use ShopTheme\Admin\OptionsPage;

/**
 * An administrator finds the page under Appearance, with the mount point of the React screen and its script;
 * an editor (no `edit_theme_options`) cannot open it, nor can a user who may edit theme options but not save
 * through the settings endpoint (`manage_options`). Other screens do not load the script.
 */
final class OptionsPageTest extends TestCase {

	use AdminGlobals;
	use EnqueueCapture;

	protected function setUp(): void {
		parent::setUp();
		$this->save_admin_globals();
	}

	protected function tearDown(): void {
		$this->restore_admin_globals();
		parent::tearDown();
	}

	public function test_an_administrator_gets_the_page_under_appearance_with_its_screen(): void {
		$this->act_as( 'administrator' );
		$this->build_admin_menu();

		$this->assertContains( OptionsPage::SLUG, array_column( $GLOBALS['submenu']['themes.php'] ?? [], 2 ) );
		$this->assertTrue( $this->can_open_admin_page( 'themes.php', OptionsPage::SLUG ) );

		$hook_suffix = get_plugin_page_hookname( OptionsPage::SLUG, 'themes.php' );
		$enqueued    = $this->enqueued_on_screen( $hook_suffix );
		$this->assertContains( OptionsPage::SCRIPT, $enqueued['scripts'] );
		$this->assertContains( 'wp-components', $enqueued['styles'] );

		$html = $this->render_admin_page( OptionsPage::SLUG, 'themes.php' );
		$this->assertStringContainsString( '<h1>Theme options</h1>', $html );
		$this->assertStringContainsString( 'id="' . OptionsPage::ROOT_ID . '"', $html );
	}

	public function test_other_screens_do_not_load_the_options_script(): void {
		$this->act_as( 'administrator' );
		$this->build_admin_menu();

		$this->assertNotContains( OptionsPage::SCRIPT, $this->enqueued_on_screen( 'index.php' )['scripts'] );
	}

	public function test_an_editor_cannot_open_the_page(): void {
		$this->act_as( 'editor' );
		$this->build_admin_menu();

		$this->assertNotContains( OptionsPage::SLUG, array_column( $GLOBALS['submenu']['themes.php'] ?? [], 2 ) );
		$this->assertFalse( $this->can_open_admin_page( 'themes.php', OptionsPage::SLUG ) );
	}

	public function test_a_user_who_cannot_save_settings_does_not_get_the_page(): void {
		$this->act_as( 'editor' );
		wp_get_current_user()->add_cap( OptionsPage::CAPABILITY );
		$this->assertTrue( current_user_can( OptionsPage::CAPABILITY ) );

		$this->build_admin_menu();

		$this->assertNotContains( OptionsPage::SLUG, array_column( $GLOBALS['submenu']['themes.php'] ?? [], 2 ) );
	}
}
