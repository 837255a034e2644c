import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HTTP_STATUS, type RequestMeta } from '@labmedicin/contracts';
import type { Response } from 'express';
import { Access } from '../access/access.decorator';
import { Meta } from '../common/request-meta.decorator';
import { HealthService, type HealthReport } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: "Each service's health: 200 when all are ok, 503 otherwise" })
  async check(
    @Meta() meta: RequestMeta,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ success: boolean; data: Omit<HealthReport, 'ok'> }> {
    const { ok, ...data } = await this.health.check(meta);
    res.status(ok ? 200 : HTTP_STATUS.serviceUnavailable);
    return { success: ok, data };
  }
}
