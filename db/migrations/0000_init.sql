CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`role` text DEFAULT 'client' NOT NULL,
	`project_path` text,
	`last_name` text,
	`phone` text,
	`telegram` text,
	`facebook` text,
	`password_hash` text NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`current_ba_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`current_ba_id`) REFERENCES `business_accounts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_project_path_unique` ON `users` (`project_path`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);--> statement-breakpoint
CREATE TABLE `business_account_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ba_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`ba_id`) REFERENCES `business_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_account_members_ba_user_uq` ON `business_account_members` (`ba_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `business_account_members_user_idx` ON `business_account_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `business_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`path` text DEFAULT '' NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `business_accounts_created_by_idx` ON `business_accounts` (`created_by`);--> statement-breakpoint
CREATE TABLE `invites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ba_id` integer NOT NULL,
	`invited_by` integer,
	`email` text,
	`invite_hash` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`ba_id`) REFERENCES `business_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invites_invite_hash_unique` ON `invites` (`invite_hash`);--> statement-breakpoint
CREATE INDEX `invites_ba_idx` ON `invites` (`ba_id`);--> statement-breakpoint
CREATE INDEX `invites_email_idx` ON `invites` (`email`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_reset_tokens_token_hash_unique` ON `password_reset_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`info` text DEFAULT '' NOT NULL,
	`service_path` text NOT NULL,
	`service` text NOT NULL,
	`type` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`auth_template` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `services_service_path_unique` ON `services` (`service_path`);--> statement-breakpoint
CREATE INDEX `services_type_idx` ON `services` (`type`);--> statement-breakpoint
CREATE TABLE `integrations_exports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` text NOT NULL,
	`name` text NOT NULL,
	`service_id` integer NOT NULL,
	`service_type` text NOT NULL,
	`receiving_service_id` integer,
	`sending_service_id` integer,
	`ba_id` integer NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`api_key` text,
	`access_token` text,
	`receiving_service_token` text,
	`created_by` integer,
	`status` text DEFAULT 'disabled' NOT NULL,
	`date_finish_sync` text,
	`status_last_sync` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`receiving_service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`sending_service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`ba_id`) REFERENCES `business_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `integrations_exports_ba_type_idx` ON `integrations_exports` (`ba_id`,`service_type`);--> statement-breakpoint
CREATE INDEX `integrations_exports_created_by_idx` ON `integrations_exports` (`created_by`);--> statement-breakpoint
CREATE INDEX `integrations_exports_service_idx` ON `integrations_exports` (`service_id`);--> statement-breakpoint
CREATE INDEX `integrations_exports_integration_id_idx` ON `integrations_exports` (`integration_id`);--> statement-breakpoint
CREATE INDEX `integrations_exports_receiving_token_idx` ON `integrations_exports` (`receiving_service_token`);--> statement-breakpoint
CREATE INDEX `integrations_exports_sending_token_idx` ON `integrations_exports` (`sending_service_id`,`access_token`);--> statement-breakpoint
CREATE TABLE `auth_data` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`service_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`ba_id` integer,
	`integrations_exports_id` integer,
	`fields` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ba_id`) REFERENCES `business_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`integrations_exports_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `auth_data_user_idx` ON `auth_data` (`user_id`);--> statement-breakpoint
CREATE INDEX `auth_data_ba_idx` ON `auth_data` (`ba_id`);--> statement-breakpoint
CREATE TABLE `integration_config_forms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`config_id` integer NOT NULL,
	`lead_form_id` text NOT NULL,
	`status` text DEFAULT 'inactive' NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`config_id`) REFERENCES `integration_configs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `integration_config_forms_config_form_uq` ON `integration_config_forms` (`config_id`,`lead_form_id`);--> statement-breakpoint
CREATE INDEX `integration_config_forms_lead_form_idx` ON `integration_config_forms` (`lead_form_id`);--> statement-breakpoint
CREATE TABLE `integration_configs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`page_id` text,
	`create_lead` integer DEFAULT false NOT NULL,
	`pipeline_id` integer,
	`stage_id` integer,
	`source_id` integer,
	`responsible_id` integer,
	`deal_name` text,
	`deal_amount` real,
	`deal_currency` text,
	`status` text DEFAULT 'inactive' NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`config` text DEFAULT '{}' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `integration_configs_integration_id_unique` ON `integration_configs` (`integration_id`);--> statement-breakpoint
CREATE TABLE `integration_field_maps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`config_id` integer NOT NULL,
	`crm_id` text NOT NULL,
	`form_id` text,
	`form_text` text,
	`type_select` text NOT NULL,
	`crm_field_type` text,
	`crm_field_name` text,
	`entity` text,
	FOREIGN KEY (`config_id`) REFERENCES `integration_configs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `integration_field_maps_config_idx` ON `integration_field_maps` (`config_id`);--> statement-breakpoint
CREATE TABLE `ad_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`account_id` text NOT NULL,
	`fb_id` text,
	`name` text NOT NULL,
	`balance` real DEFAULT 0 NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`date_finish_sync` text,
	`status_last_sync` text,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ad_accounts_integration_account_uq` ON `ad_accounts` (`integration_id`,`account_id`);--> statement-breakpoint
CREATE INDEX `ad_accounts_account_id_idx` ON `ad_accounts` (`account_id`);--> statement-breakpoint
CREATE TABLE `search_ads_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`ad_account_id` integer,
	`account_id` text NOT NULL,
	`manager` text,
	`level` text,
	`descriptive_name` text NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`date_finish_sync` text,
	`status_last_sync` text,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ad_account_id`) REFERENCES `ad_accounts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_ads_accounts_integration_account_uq` ON `search_ads_accounts` (`integration_id`,`account_id`);--> statement-breakpoint
CREATE INDEX `search_ads_accounts_ad_account_idx` ON `search_ads_accounts` (`ad_account_id`);--> statement-breakpoint
CREATE TABLE `insights_daily` (
	`ad_account_id` integer NOT NULL,
	`date` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`impressions` integer DEFAULT 0 NOT NULL,
	`spend` real DEFAULT 0 NOT NULL,
	`unique_clicks` integer DEFAULT 0 NOT NULL,
	`cost` real DEFAULT 0 NOT NULL,
	`interactions` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`ad_account_id`, `date`),
	FOREIGN KEY (`ad_account_id`) REFERENCES `ad_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sync_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`ad_account_id` integer,
	`requested_by` integer,
	`date_from` text NOT NULL,
	`date_to` text NOT NULL,
	`full` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`message` text,
	`rows_written` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`finished_at` text,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ad_account_id`) REFERENCES `ad_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `sync_jobs_integration_created_idx` ON `sync_jobs` (`integration_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sync_jobs_status_idx` ON `sync_jobs` (`status`);--> statement-breakpoint
CREATE TABLE `crm_field_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`field_id` integer NOT NULL,
	`value` text NOT NULL,
	`label` text NOT NULL,
	FOREIGN KEY (`field_id`) REFERENCES `crm_fields`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `crm_field_options_field_idx` ON `crm_field_options` (`field_id`);--> statement-breakpoint
CREATE TABLE `crm_fields` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`entity` text NOT NULL,
	`name` text NOT NULL,
	`field_type` text NOT NULL,
	`type` text NOT NULL,
	`label` text NOT NULL,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `crm_fields_integration_idx` ON `crm_fields` (`integration_id`,`entity`);--> statement-breakpoint
CREATE TABLE `crm_funnels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `crm_funnels_integration_idx` ON `crm_funnels` (`integration_id`);--> statement-breakpoint
CREATE TABLE `crm_sources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `crm_sources_integration_idx` ON `crm_sources` (`integration_id`);--> statement-breakpoint
CREATE TABLE `crm_stages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`funnel_id` integer NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`funnel_id`) REFERENCES `crm_funnels`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `crm_stages_funnel_idx` ON `crm_stages` (`funnel_id`);--> statement-breakpoint
CREATE TABLE `crm_statuses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`entity` text NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `crm_statuses_integration_idx` ON `crm_statuses` (`integration_id`,`entity`);--> statement-breakpoint
CREATE TABLE `crm_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `crm_users_integration_idx` ON `crm_users` (`integration_id`);--> statement-breakpoint
CREATE TABLE `lead_form_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_form_id` integer NOT NULL,
	`key` text NOT NULL,
	`label` text NOT NULL,
	`type` text NOT NULL,
	FOREIGN KEY (`lead_form_id`) REFERENCES `lead_forms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_form_questions_form_idx` ON `lead_form_questions` (`lead_form_id`);--> statement-breakpoint
CREATE TABLE `lead_forms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page_id` integer NOT NULL,
	`lead_form_id` text NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`page_id`) REFERENCES `social_pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_forms_page_form_uq` ON `lead_forms` (`page_id`,`lead_form_id`);--> statement-breakpoint
CREATE INDEX `lead_forms_lead_form_id_idx` ON `lead_forms` (`lead_form_id`);--> statement-breakpoint
CREATE TABLE `social_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`page_id` text NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `social_pages_integration_page_uq` ON `social_pages` (`integration_id`,`page_id`);--> statement-breakpoint
CREATE TABLE `outbox_mail` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_email` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`link` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_mail_to_created_idx` ON `outbox_mail` (`to_email`,`created_at`);