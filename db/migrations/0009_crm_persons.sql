CREATE TABLE `crm_persons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`integration_id` integer NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations_exports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `crm_persons_integration_email_uq` ON `crm_persons` (`integration_id`,`email`);--> statement-breakpoint
ALTER TABLE `crm_deals` ADD `person_id` integer REFERENCES crm_persons(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `crm_deals` ADD `is_existing_person` integer DEFAULT false NOT NULL;