// Replaced by the feature's page.
export default function Stub() { return null; }
