import type { Payment, PaymentCreate, PaymentRequest } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { paymentCreate } from './create';
import { walletBalance } from './ledger';
import { paymentGet, paymentList } from './read';
import type { RequestInput } from './requests';
import { paymentRequestCreate, paymentRequestGet } from './requests';
import { paymentSettle } from './settle';
import { PaymentSettler } from './settler';

/** Allo Cash: wallets on a double-entry ledger, payments settled by the server. */
export class PaymentService {
  readonly settler: PaymentSettler;

  constructor(private readonly ctx: AppContext) {
    this.settler = new PaymentSettler(ctx);
  }

  start(): void {
    this.settler.start();
  }

  close(): Promise<void> {
    return this.settler.close();
  }

  async create(
    userId: string,
    input: PaymentCreate,
    idempotencyKey: string | undefined,
  ): Promise<{ payment: Payment; replayed: boolean }> {
    const result = await paymentCreate(this.ctx, userId, input, idempotencyKey);
    if (!result.replayed) this.settler.schedule(result.payment.id);
    return result;
  }

  async settle(userId: string, id: string): Promise<Payment> {
    const payment = await paymentSettle(this.ctx, id, userId);
    this.settler.settled(id);
    return payment;
  }

  get(userId: string, id: string): Promise<Payment> {
    return paymentGet(this.ctx, userId, id);
  }

  list(userId: string): Promise<Payment[]> {
    return paymentList(this.ctx, userId);
  }

  balance(userId: string): Promise<number> {
    return walletBalance(this.ctx.db, userId);
  }

  request(userId: string, input: RequestInput): Promise<PaymentRequest> {
    return paymentRequestCreate(this.ctx, userId, input);
  }

  requestGet(userId: string, id: string): Promise<PaymentRequest> {
    return paymentRequestGet(this.ctx, userId, id);
  }
}
