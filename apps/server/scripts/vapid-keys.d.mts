/** A fresh VAPID key pair: the raw public key and the private scalar, base64url. */
export function generateVapidKeys(): Promise<{ publicKey: string; privateKey: string }>;
