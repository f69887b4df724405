/** The branded start-up loader shown while the permission call runs. */
export const FullScreenLoader = ({ label, brandName }: { label: string; brandName?: string }) => (
  <div className="boot-loader" role="status" aria-live="polite" data-testid="app-loader">
    <div className="boot-loader__ring" aria-hidden="true" />
    {brandName && <div className="boot-loader__brand">{brandName}</div>}
    <span className="visually-hidden">{label}</span>
  </div>
);
