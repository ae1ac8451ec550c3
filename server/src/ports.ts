/**
 * Ports of the services (DESIGN §2: services never import publish/ or
 * import/): what a service needs from a floor above it, declared on the
 * ground floor so that the service using it and the floor implementing it
 * name the same type; handed in by the app's service construction and the
 * CLI.
 */

/**
 * The static site renderer (implemented by publish/publisher.ts
 * createPublisher for the running site: STORAGE_DIR/site, SITE_CODE).
 */
export interface Publisher {
  /**
   * Sets a story online and writes its pages and JSON in every edition where
   * it has a title, the home pages and its photographers' portfolio pages.
   * @returns pages: HTML pages written
   * @throws ApiError api_3 when there is no story with this pcId
   */
  publishStory(pcId: string): Promise<{ pages: number }>;
  /**
   * Takes a story offline: its pages and JSON deleted, the home pages and
   * portfolios refreshed.
   * @returns removed: files deleted
   * @throws ApiError api_3 when there is no story with this pcId
   */
  unpublishStory(pcId: string): Promise<{ removed: number }>;
  /**
   * Writes (or deletes, when the photographer no longer exists) the
   * portfolio pages of one photographer in every edition.
   * @returns pages written (0 when there is no such photographer)
   */
  publishPortfolio(photographerId: number): Promise<{ pages: number }>;
}
