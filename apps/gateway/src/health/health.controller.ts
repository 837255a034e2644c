import { Controller, Res } from '@nestjs/common';
import { HTTP_STATUS, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import type { Response } from 'express';
import { Meta } from '../common/request-meta.decorator';
import { Route } from '../common/route.decorator';
import { HealthService } from './health.service';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Route(ROUTES.health)
  async check(@Meta() meta: RequestMeta, @Res({ passthrough: true }) res: Response) {
    const { ok, ...data } = await this.health.check(meta);
    res.status(ok ? 200 : HTTP_STATUS.serviceUnavailable);
    return { success: ok, data };
  }
}
